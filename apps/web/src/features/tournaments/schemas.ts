import { z } from 'zod';
import {
  centsToDecimal,
  DateSchema,
  decimalToCents,
  requiredString,
  TOURNAMENT_CAPACITY_MAX,
  TOURNAMENT_DEFAULT_SECTIONS,
  TOURNAMENT_DEFAULTS,
  TOURNAMENT_DURATION_MAX,
  TOURNAMENT_DURATION_MIN,
  TOURNAMENT_HTML_MAX,
  TOURNAMENT_MESSAGES,
  TOURNAMENT_NAME_MAX,
  TOURNAMENT_ROUNDS_MAX,
  TOURNAMENT_SECTION_NAME_MAX,
  TOURNAMENT_SHORT_DESCRIPTION_MAX,
  TOURNAMENT_SHORT_NAME_MAX,
  TOURNAMENT_TEXT_MAX,
  TOURNAMENT_TIME_CONTROL_MAX,
  type Tournament,
  type TournamentSave,
} from '@kingside/shared';

/**
 * The tournament form (spec 2 §5 "Tournament add"): what the admin types, fees in dollars, and
 * its translation into the shared save contract (`TournamentSave`, fees in cents), which the
 * server checks again with `TournamentSaveSchema`.
 */

export const DOLLARS_MESSAGE = 'Enter an amount in dollars, e.g. 25 or 25.50.';
const required = TOURNAMENT_MESSAGES.required;

const isDollars = (text: string) => decimalToCents(text) !== null;
const dollars = z.string().refine(isDollars, DOLLARS_MESSAGE);
const optionalDollars = z.string().refine((t) => t.trim() === '' || isDollars(t), DOLLARS_MESSAGE);
const wholeNumber = (min: number, max: number, { optional = false } = {}) =>
  z
    .string()
    .trim()
    .refine(
      (t) => (optional && t === '') || (/^\d+$/.test(t) && Number(t) >= min && Number(t) <= max),
      `Enter a whole number from ${min} to ${max}.`,
    );
const optionalDate = z.string().refine((t) => t === '' || DateSchema.safeParse(t).success, {
  error: 'Use a date like 2026-06-08.',
});
const longText = (max: number) => z.string().max(max);

/** One section row of a major event's fee form. */
const SectionFeesRowSchema = z.object({
  name: z.string().trim().max(TOURNAMENT_SECTION_NAME_MAX),
  earlyBird: z.string(),
  regular: z.string(),
  late: z.string(),
  rated: z.boolean(),
});
export type SectionFeesRow = z.infer<typeof SectionFeesRowSchema>;

export const TournamentFormSchema = z
  .object({
    name: requiredString(TOURNAMENT_NAME_MAX, { required }),
    shortName: z
      .string()
      .trim()
      .max(TOURNAMENT_SHORT_NAME_MAX)
      .regex(/^[a-z0-9-]*$/, { error: 'Use lowercase letters, digits and hyphens.' }),
    tournamentDate: z.string().min(1, { error: required, abort: true }).pipe(DateSchema),
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 14:00.'),
    durationMinutes: wholeNumber(TOURNAMENT_DURATION_MIN, TOURNAMENT_DURATION_MAX),
    timeControl: z.string().trim().min(1, required).max(TOURNAMENT_TIME_CONTROL_MAX),
    rounds: wholeNumber(1, TOURNAMENT_ROUNDS_MAX),
    entryFees: dollars,
    clubEntryFees: optionalDollars,
    shortDescription: longText(TOURNAMENT_SHORT_DESCRIPTION_MAX),
    prizeText: longText(TOURNAMENT_TEXT_MAX),
    descriptionHtml: longText(TOURNAMENT_HTML_MAX),
    pairingsHtml: longText(TOURNAMENT_HTML_MAX),
    standingsHtml: longText(TOURNAMENT_HTML_MAX),
    sections: z.array(z.string()),
    majorEvent: z.boolean(),
    teamEvent: z.boolean(),
    gradeEvent: z.boolean(),
    rated: z.boolean(),
    fideRated: z.boolean(),
    online: z.boolean(),
    soldout: z.boolean(),
    showEntries: z.boolean(),
    maxByes: wholeNumber(0, TOURNAMENT_ROUNDS_MAX),
    capacity: wholeNumber(1, TOURNAMENT_CAPACITY_MAX, { optional: true }),
    majorSections: z.array(SectionFeesRowSchema),
    earlyBirdDeadline: optionalDate,
    lateEntryStartDate: optionalDate,
    clubMemberDiscount: optionalDollars,
    playUpFee: optionalDollars,
  })
  .superRefine((form, ctx) => {
    // A major event's fee form counts only when the event is major.
    if (!form.majorEvent) return;
    if (form.majorSections.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['majorSections'], message: 'Add a section.' });
    }
    form.majorSections.forEach((row, index) => {
      if (!row.name) {
        ctx.addIssue({ code: 'custom', path: ['majorSections', index, 'name'], message: required });
      }
      for (const fee of ['earlyBird', 'regular', 'late'] as const) {
        if (!isDollars(row[fee])) {
          ctx.addIssue({
            code: 'custom',
            path: ['majorSections', index, fee],
            message: DOLLARS_MESSAGE,
          });
        }
      }
    });
  });
export type TournamentFormValues = z.input<typeof TournamentFormSchema>;
export type TournamentFormOutput = z.output<typeof TournamentFormSchema>;

const cents = (text: string) => decimalToCents(text) ?? 0;
const centsOrNull = (text: string) => (text.trim() === '' ? null : cents(text));
const textOrNull = (text: string) => (text.trim() === '' ? null : text);
/** 2500 → "25", 2550 → "25.50": what the admin sees in a dollars box. */
const dollarsText = (value: number | null) =>
  value === null ? '' : centsToDecimal(value).replace(/\.00$/, '');

/** A new tournament's form (spec 2 §9 defaults: $25, club $20, G/30 d5, 4 rounds, 2:00 pm). */
export const NEW_TOURNAMENT_VALUES: TournamentFormValues = {
  name: '',
  shortName: '',
  tournamentDate: '',
  startTime: TOURNAMENT_DEFAULTS.startTime,
  durationMinutes: String(TOURNAMENT_DEFAULTS.durationMinutes),
  timeControl: TOURNAMENT_DEFAULTS.timeControl,
  rounds: String(TOURNAMENT_DEFAULTS.rounds),
  entryFees: dollarsText(TOURNAMENT_DEFAULTS.entryFeesCents),
  clubEntryFees: dollarsText(TOURNAMENT_DEFAULTS.clubEntryFeesCents),
  shortDescription: '',
  prizeText: '',
  descriptionHtml: '',
  pairingsHtml: '',
  standingsHtml: '',
  sections: [...TOURNAMENT_DEFAULT_SECTIONS],
  majorEvent: false,
  teamEvent: false,
  gradeEvent: false,
  rated: true,
  fideRated: false,
  online: false,
  soldout: false,
  showEntries: true,
  maxByes: String(TOURNAMENT_DEFAULTS.maxByes),
  capacity: '',
  majorSections: TOURNAMENT_DEFAULT_SECTIONS.map((name) => newSectionRow(name)),
  earlyBirdDeadline: '',
  lateEntryStartDate: '',
  clubMemberDiscount: '0',
  playUpFee: '0',
};

export function newSectionRow(name = ''): SectionFeesRow {
  return { name, earlyBird: '', regular: '', late: '', rated: true };
}

/** A saved tournament as the edit form holds it. */
export function tournamentFormValues(t: Tournament): TournamentFormValues {
  const fees = t.majorFees;
  return {
    name: t.name,
    shortName: t.shortName,
    tournamentDate: t.tournamentDate,
    startTime: t.startTime,
    durationMinutes: String(t.durationMinutes),
    timeControl: t.timeControl,
    rounds: String(t.rounds),
    entryFees: dollarsText(t.entryFeesCents),
    clubEntryFees: dollarsText(t.clubEntryFeesCents),
    shortDescription: t.shortDescription ?? '',
    prizeText: t.prizeText ?? '',
    descriptionHtml: t.descriptionHtml ?? '',
    pairingsHtml: t.pairingsHtml ?? '',
    standingsHtml: t.standingsHtml ?? '',
    sections: t.sections,
    majorEvent: t.majorEvent,
    teamEvent: t.teamEvent,
    gradeEvent: t.gradeEvent,
    rated: t.rated,
    fideRated: t.fideRated,
    online: t.online,
    soldout: t.soldout,
    showEntries: t.showEntries,
    maxByes: String(t.maxByes),
    capacity: t.capacity === null ? '' : String(t.capacity),
    majorSections: fees
      ? fees.sections.map((s) => ({
          name: s.name,
          earlyBird: dollarsText(s.earlyBirdEntryFeeCents),
          regular: dollarsText(s.entryFeeCents),
          late: dollarsText(s.lateEntryFeeCents),
          rated: s.rated,
        }))
      : NEW_TOURNAMENT_VALUES.majorSections,
    earlyBirdDeadline: fees?.earlyBirdDeadline ?? '',
    lateEntryStartDate: fees?.lateEntryStartDate ?? '',
    clubMemberDiscount: dollarsText(fees?.clubMemberDiscountCents ?? 0),
    playUpFee: dollarsText(fees?.playUpFeeCents ?? 0),
  };
}

/** The checked form as the save contract takes it: dollars to cents, blanks to null. */
export function toTournamentSave(form: TournamentFormOutput): TournamentSave {
  return {
    name: form.name,
    shortName: textOrNull(form.shortName),
    tournamentDate: form.tournamentDate,
    startTime: form.startTime,
    durationMinutes: Number(form.durationMinutes),
    timeControl: form.timeControl,
    rounds: Number(form.rounds),
    // A major event's cards show its first section's regular fee; its fee rules are majorFees.
    entryFeesCents: cents(
      form.majorEvent ? (form.majorSections[0]?.regular ?? '') : form.entryFees,
    ),
    clubEntryFeesCents: form.majorEvent ? null : centsOrNull(form.clubEntryFees),
    shortDescription: textOrNull(form.shortDescription),
    prizeText: textOrNull(form.prizeText),
    descriptionHtml: textOrNull(form.descriptionHtml),
    pairingsHtml: textOrNull(form.pairingsHtml),
    standingsHtml: textOrNull(form.standingsHtml),
    sections: form.majorEvent ? form.majorSections.map((s) => s.name) : form.sections,
    majorEvent: form.majorEvent,
    majorFees: form.majorEvent
      ? {
          sections: form.majorSections.map((s) => ({
            name: s.name,
            earlyBirdEntryFeeCents: cents(s.earlyBird),
            entryFeeCents: cents(s.regular),
            lateEntryFeeCents: cents(s.late),
            rated: s.rated,
          })),
          earlyBirdDeadline: textOrNull(form.earlyBirdDeadline),
          lateEntryStartDate: textOrNull(form.lateEntryStartDate),
          clubMemberDiscountCents: cents(form.clubMemberDiscount),
          playUpFeeCents: cents(form.playUpFee),
        }
      : null,
    teamEvent: form.teamEvent,
    gradeEvent: form.gradeEvent,
    rated: form.rated,
    fideRated: form.fideRated,
    online: form.online,
    soldout: form.soldout,
    showEntries: form.showEntries,
    maxByes: Number(form.maxByes),
    capacity: form.capacity === '' ? null : Number(form.capacity),
  };
}

/** The server's field names (the save contract's) mapped to the form's fields. */
export const SERVER_FIELD_NAMES: Record<string, keyof TournamentFormValues> = {
  name: 'name',
  shortName: 'shortName',
  tournamentDate: 'tournamentDate',
  startTime: 'startTime',
  durationMinutes: 'durationMinutes',
  timeControl: 'timeControl',
  rounds: 'rounds',
  entryFeesCents: 'entryFees',
  clubEntryFeesCents: 'clubEntryFees',
  shortDescription: 'shortDescription',
  prizeText: 'prizeText',
  descriptionHtml: 'descriptionHtml',
  pairingsHtml: 'pairingsHtml',
  standingsHtml: 'standingsHtml',
  sections: 'sections',
  majorFees: 'earlyBirdDeadline',
  maxByes: 'maxByes',
  capacity: 'capacity',
};
