import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formatCents, formatDate, type Tournament, type UscfMember } from '@kingside/shared';
import { FIELD } from '@/components/field-presets';
import { ErrorNotice, Notice } from '@/components/notice';
import { PlainFieldRow, SelectField, TextField } from '@/components/plain-form/fields';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { getUscfMember, searchUscfMembers } from '@/features/tournaments/api/registration';
import type { EntryFormValues } from '@/features/tournaments/registration-schema';

/**
 * The entry messages and limits the page needs once the visitor acts, loaded with the form's
 * schema: they live in zod-bearing shared modules, and the first paint loads no zod
 * (docs/decisions/0025).
 */
export const entryRules = () => import('@/features/tournaments/registration-schema');
const schema = () => entryRules().then((m) => m.EntryFormSchema);

export const EMPTY_ENTRY: EntryFormValues = {
  name: '',
  email: '',
  phone: '',
  section: '',
  uscfId: '',
  rating: '',
  expiryDate: '',
  fideId: '',
  fideRating: '',
  schedule: '',
  schoolName: '',
  teamName: '',
  byesRequested: [],
  playup: false,
};

/** A new player's form for `t`: its one schedule, when it has only one, already chosen. */
export const newEntry = (t: Tournament, keep: Partial<EntryFormValues> = {}): EntryFormValues => ({
  ...EMPTY_ENTRY,
  schedule: t.schedules.length === 1 ? t.schedules[0]! : '',
  ...keep,
});

/** One player's form, checked by the shared entry schema (loaded when the visitor starts typing). */
export const useEntryForm = (t: Tournament) => useSchemaForm(schema, newEntry(t));
export type EntryForm = ReturnType<typeof useEntryForm>;

/**
 * §5: the fields a player cannot be added without (name, e-mail, section, and the schedule when
 * the event has schedules); until they are filled the button stays off.
 */
export const entryRequiredMissing = (v: EntryFormValues, t: Tournament) =>
  !v.name.trim() ||
  !v.email.trim() ||
  !v.section.trim() ||
  (t.schedules.length > 0 && !v.schedule.trim());

/** A box for a number typed as text (an id, a rating): the phone's digit keypad, no autofill. */
const DIGITS = { inputMode: 'numeric', autoComplete: 'off' } as const;

/** The play-up fee a major event charges; 0 when it has none (no checkbox then). */
export const playUpFeeCents = (t: Tournament) => t.majorFees?.playUpFeeCents ?? 0;

/** A typed id is looked up as it is; the server says when it is not a US Chess id. */
const ID_PATTERN = /^\d+$/;

/** Puts a US Chess member's id, regular rating and membership expiry into the form. */
function fillFromMember(form: EntryForm, member: UscfMember) {
  form.setValue('uscfId', member.uscfId);
  form.setValue('rating', String(member.currentRating.regularRating ?? 0));
  form.setValue('expiryDate', member.expirationDate ?? '');
}

/**
 * The US Chess lookup (spec 2 §3, §7): with an id typed, that member's live rating; otherwise the
 * name, split on whitespace, searched, and the registrant picks the match. When US Chess cannot
 * be reached the server's message shows and the rating stays typeable.
 */
function UscfLookup({ form, disabled }: { form: EntryForm; disabled: boolean }) {
  const [matches, setMatches] = useState<UscfMember[] | null>(null);
  const lookup = useMutation({
    mutationFn: async (): Promise<UscfMember[]> => {
      const id = form.values.uscfId.trim();
      if (ID_PATTERN.test(id)) return [await getUscfMember(id)];
      const { splitFullName } = await entryRules();
      // The server answers a missing last name with its own message.
      const { firstName, lastName } = splitFullName(form.values.name);
      return searchUscfMembers(firstName, lastName);
    },
    onSuccess: (found) => {
      if (found.length === 1 && ID_PATTERN.test(form.values.uscfId.trim())) {
        fillFromMember(form, found[0]!);
        setMatches(null);
        return;
      }
      setMatches(found);
    },
  });
  return (
    <div className="stack">
      <div>
        <button
          type="button"
          className="button button-outlined"
          disabled={disabled || lookup.isPending}
          aria-busy={lookup.isPending || undefined}
          onClick={() => {
            setMatches(null);
            lookup.mutate();
          }}
        >
          Look up
        </button>
        <p className="field-help">
          Finds the US Chess id, rating and expiry by the id, or by the name when no id is typed.
        </p>
      </div>
      {lookup.isError && <ErrorNotice error={lookup.error} />}
      {matches?.length === 0 && (
        <Notice tone="info">No US Chess member found by that name. Type the id and rating.</Notice>
      )}
      {matches && matches.length > 0 && (
        <ul className="plain-list" aria-label="US Chess members found">
          {matches.map((m) => (
            <li key={m.uscfId}>
              <button
                type="button"
                className="button button-text"
                disabled={disabled}
                onClick={() => {
                  fillFromMember(form, m);
                  setMatches(null);
                }}
              >
                {m.name} ({m.uscfId}), rating {m.currentRating.regularRating ?? 'unrated'}
                {m.expirationDate ? `, expires ${formatDate(m.expirationDate)}` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Checkboxes for the rounds a player asks a half-point bye for, at most the tournament's maxByes. */
function ByeRequests({
  form,
  tournament: t,
  disabled,
}: {
  form: EntryForm;
  tournament: Tournament;
  disabled: boolean;
}) {
  const byes = form.values.byesRequested ?? [];
  const full = byes.length >= t.maxByes;
  return (
    <fieldset className="field" aria-describedby="bye-help">
      <legend className="field-label">Half-point byes</legend>
      <div className="radio-options radio-options-row">
        {Array.from({ length: t.rounds }, (_, i) => i + 1).map((round) => {
          const checked = byes.includes(round);
          return (
            <label key={round} className="check-label">
              <input
                type="checkbox"
                className="check-input"
                checked={checked}
                disabled={disabled || (!checked && full)}
                onChange={() =>
                  form.setValue(
                    'byesRequested',
                    checked
                      ? byes.filter((r) => r !== round)
                      : [...byes, round].sort((a, b) => a - b),
                  )
                }
              />
              <span>Round {round}</span>
            </label>
          );
        })}
      </div>
      <p
        id="bye-help"
        className={form.errors.byesRequested ? 'field-help field-error' : 'field-help'}
      >
        {form.errors.byesRequested ??
          `At most ${t.maxByes} half-point bye${t.maxByes === 1 ? '' : 's'}.`}
      </p>
    </fieldset>
  );
}

/**
 * One player's fields of a tournament registration (spec 2 §3 "Entry", §5): name, e-mail and
 * section required; phone; US Chess id with the lookup, rating and expiry; FIDE id and rating for
 * a FIDE-rated event; the schedule when the event has several; half-point byes; play-up; school
 * and team names for grade and team events.
 */
export function EntryFields({
  form,
  tournament: t,
  disabled = false,
}: {
  form: EntryForm;
  tournament: Tournament;
  disabled?: boolean;
}) {
  const playUp = playUpFeeCents(t);
  return (
    <>
      <TextField
        {...form.field('name')}
        {...FIELD.name}
        label="Name"
        required
        disabled={disabled}
      />
      <PlainFieldRow>
        <TextField {...form.field('email')} {...FIELD.email} required disabled={disabled} />
        <TextField
          {...form.field('phone')}
          {...FIELD.optionalPhone}
          label="Phone"
          disabled={disabled}
        />
      </PlainFieldRow>
      {/* The server presents a major event's fee sections as its sections. */}
      <SelectField
        {...form.field('section')}
        label="Section"
        required
        empty="Choose a section"
        options={t.sections}
        disabled={disabled}
      />
      {t.schedules.length > 0 && (
        <SelectField
          {...form.field('schedule')}
          label="Schedule"
          required
          empty="Choose a schedule"
          options={t.schedules}
          disabled={disabled}
        />
      )}
      <PlainFieldRow>
        <TextField {...form.field('uscfId')} {...DIGITS} label="USCF ID" disabled={disabled} />
        <TextField {...form.field('rating')} {...DIGITS} label="Rating" disabled={disabled} />
        <TextField
          {...form.field('expiryDate')}
          label="Expiry"
          type="date"
          helperText="US Chess membership"
          disabled={disabled}
        />
      </PlainFieldRow>
      <UscfLookup form={form} disabled={disabled} />
      {t.fideRated && (
        <PlainFieldRow>
          <TextField {...form.field('fideId')} {...DIGITS} label="FIDE ID" disabled={disabled} />
          <TextField
            {...form.field('fideRating')}
            {...DIGITS}
            label="FIDE rating"
            disabled={disabled}
          />
        </PlainFieldRow>
      )}
      {t.maxByes > 0 && <ByeRequests form={form} tournament={t} disabled={disabled} />}
      {playUp > 0 && (
        <label className="check-label">
          <input
            type="checkbox"
            className="check-input"
            checked={form.values.playup ?? false}
            disabled={disabled}
            onChange={(e) => form.setValue('playup', e.target.checked)}
          />
          <span>Play up a section (+{formatCents(playUp)})</span>
        </label>
      )}
      {t.gradeEvent && (
        <TextField {...form.field('schoolName')} label="School" disabled={disabled} />
      )}
      {t.teamEvent && (
        <TextField {...form.field('teamName')} label="Team name" disabled={disabled} />
      )}
    </>
  );
}
