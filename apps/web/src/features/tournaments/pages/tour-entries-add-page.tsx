import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  ADMIN_PAYMENT_METHODS,
  AdminEntryChessDotComIdSchema,
  AdminEntryUscfIdSchema,
  DateSchema,
  decimalToCents,
  EMAIL_MAX_LENGTH,
  ENTRY_ID_MAX,
  ENTRY_MESSAGES,
  ENTRY_NAME_MAX,
  ENTRY_RATING_MAX,
  ENTRY_REMARK_MAX,
  ENTRY_TEXT_MAX,
  entrySections,
  MESSAGES,
  PHONE_MAX_LENGTH,
  requiredString,
  type AdminEntrySave,
  type Tournament,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FormCheckbox } from '@/components/form-checkbox';
import { DATE_FIELD, FormTextField } from '@/components/form-text-field';
import { FormSelectField } from '@/components/native-select';
import { SubmitAndBack } from '@/components/submit-button';
import { useAddEntry } from '@/features/tournaments/api/entries';
import { TournamentAdminCard } from '@/features/tournaments/components/tournament-admin-card';
import { DOLLARS_MESSAGE } from '@/features/tournaments/schemas';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';

const required = ENTRY_MESSAGES.required;
export const ADDED_MESSAGE = 'Added Successfully';

const digits = z.string().trim().max(ENTRY_ID_MAX).regex(/^\d*$/, { error: 'Use digits only.' });
const rating = z
  .string()
  .trim()
  .refine(
    (t) => t === '' || (/^\d+$/.test(t) && Number(t) <= ENTRY_RATING_MAX),
    `Enter a whole number from 0 to ${ENTRY_RATING_MAX}.`,
  );
/** The US Chess rating the admin types: required and at least 1, as the add call checks it. */
const requiredRating = z
  .string()
  .trim()
  .min(1, { error: required, abort: true })
  .regex(/^\d+$/, {
    error: `Enter a whole number from 1 to ${ENTRY_RATING_MAX}.`,
    abort: true,
  })
  .refine((t) => Number(t) >= 1, { error: required, abort: true })
  .refine(
    (t) => Number(t) <= ENTRY_RATING_MAX,
    `Enter a whole number from 1 to ${ENTRY_RATING_MAX}.`,
  );

/**
 * What the admin types on /tourEntriesAdd (spec 2 §5 "Add entry"): name, e-mail (checked),
 * chess.com id, US Chess id and rating (each at least 1) and section required ("Please enter
 * required field"); numbers and the fee as text, turned into `AdminEntrySave` (the fee in cents),
 * which the server checks again.
 */
export const EntryFormSchema = z.object({
  name: requiredString(ENTRY_NAME_MAX, { required }),
  email: requiredString(EMAIL_MAX_LENGTH, { required, tooLong: MESSAGES.invalidEmail }).pipe(
    z.email(MESSAGES.invalidEmail),
  ),
  phone: z.string().trim().max(PHONE_MAX_LENGTH),
  chessDotComId: AdminEntryChessDotComIdSchema,
  uscfId: AdminEntryUscfIdSchema,
  rating: requiredRating,
  expiryDate: z.string().refine((t) => t === '' || DateSchema.safeParse(t).success, {
    error: 'Use a date like 2026-06-08.',
  }),
  fideId: digits,
  fideRating: rating,
  section: z.string().min(1, { error: required }),
  schedule: z.string(),
  byesRequested: z.array(z.number().int()),
  playup: z.boolean(),
  schoolName: z.string().trim().max(ENTRY_TEXT_MAX),
  teamName: z.string().trim().max(ENTRY_TEXT_MAX),
  paymentMethod: z.enum(ADMIN_PAYMENT_METHODS),
  fee: z.string().refine((t) => t.trim() === '' || decimalToCents(t) !== null, DOLLARS_MESSAGE),
  verified: z.boolean(),
  waitingList: z.boolean(),
  remark: z.string().max(ENTRY_REMARK_MAX),
});
type EntryFormValues = z.input<typeof EntryFormSchema>;
type EntryFormOutput = z.output<typeof EntryFormSchema>;
type FormControl = Control<EntryFormValues, unknown, EntryFormOutput>;

const newEntryValues = (waitingList: boolean): EntryFormValues => ({
  name: '',
  email: '',
  phone: '',
  chessDotComId: '',
  uscfId: '',
  rating: '',
  expiryDate: '',
  fideId: '',
  fideRating: '',
  section: '',
  schedule: '',
  byesRequested: [],
  playup: false,
  schoolName: '',
  teamName: '',
  paymentMethod: 'Not Paid',
  fee: '',
  verified: false,
  waitingList,
  remark: '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The checked form as the add call takes it: blanks to null, the fee in cents. */
export function toAdminEntrySave(form: EntryFormOutput): AdminEntrySave {
  return {
    name: form.name,
    email: form.email,
    phone: orNull(form.phone),
    chessDotComId: form.chessDotComId,
    uscfId: form.uscfId,
    rating: Number(form.rating),
    expiryDate: orNull(form.expiryDate),
    fideId: orNull(form.fideId),
    fideRating: form.fideRating === '' ? null : Number(form.fideRating),
    section: form.section,
    schedule: orNull(form.schedule),
    byesRequested: [...form.byesRequested].sort((a, b) => a - b),
    playup: form.playup,
    schoolName: orNull(form.schoolName),
    teamName: orNull(form.teamName),
    paymentMethod: form.paymentMethod,
    entryFeeCents: decimalToCents(form.fee) ?? 0,
    verified: form.verified,
    waitingList: form.waitingList,
    remark: orNull(form.remark),
  };
}

/** The server's field names mapped to the form's. */
const SERVER_FIELDS: Record<string, keyof EntryFormValues> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  chessDotComId: 'chessDotComId',
  uscfId: 'uscfId',
  rating: 'rating',
  expiryDate: 'expiryDate',
  fideId: 'fideId',
  fideRating: 'fideRating',
  section: 'section',
  schedule: 'schedule',
  byesRequested: 'byesRequested',
  schoolName: 'schoolName',
  teamName: 'teamName',
  entryFeeCents: 'fee',
  remark: 'remark',
};

/** A checkbox per round; no more than `maxByes` may be ticked (spec 2 §4 half-point byes). */
function ByeRounds({
  control,
  rounds,
  maxByes,
}: {
  control: FormControl;
  rounds: number;
  maxByes: number;
}) {
  const { field, fieldState } = useController({ control, name: 'byesRequested' });
  const chosen = field.value;
  const toggle = (round: number, on: boolean) =>
    field.onChange(on ? [...chosen, round] : chosen.filter((r) => r !== round));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1">
        Half-point byes (at most {maxByes})
      </Typography>
      <FormGroup row>
        {Array.from({ length: rounds }, (_, i) => i + 1).map((round) => (
          <FormControlLabel
            key={round}
            label={`Round ${round}`}
            control={
              <Checkbox
                checked={chosen.includes(round)}
                disabled={!chosen.includes(round) && chosen.length >= maxByes}
                onChange={(event) => toggle(round, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && (
        <Typography color="error" variant="body2">
          {fieldState.error.message}
        </Typography>
      )}
    </Box>
  );
}

function Row({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

function AddEntryForm({
  tournament: t,
  waitingList,
}: {
  tournament: Tournament;
  waitingList: boolean;
}) {
  const add = useAddEntry(t.id);
  const [added, setAdded] = useState<string | null>(null);
  const form = useZodForm(EntryFormSchema, { defaultValues: newEntryValues(waitingList) });
  const { control } = form;
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  const entriesPath = `/tourEntries/${t.id}`;

  const submit = form.handleSubmit((values) => {
    setAdded(null);
    add.mutate(toAdminEntrySave(values), {
      onSuccess: (entry) => {
        setAdded(entry.name);
        form.reset(newEntryValues(waitingList));
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const formField = SERVER_FIELDS[field.split('.')[0] ?? ''];
          if (formField && messages.length) {
            form.setError(formField, { type: 'server', message: messages.join(' ') });
          }
        }
      },
    });
  });

  return (
    <form noValidate aria-label="Add entry" onSubmit={submit}>
      {add.isError && <ErrorAlert error={add.error} sx={{ mb: 1 }} />}
      {added && (
        <Alert severity="success" sx={{ mb: 1 }} onClose={() => setAdded(null)}>
          {ADDED_MESSAGE}: {added}. <RouterLink to={entriesPath}>See the entries</RouterLink>
        </Alert>
      )}
      <Row>
        <FormTextField control={control} name="name" label="Name" required />
        <FormTextField control={control} name="email" label="Email" type="email" required />
        <FormTextField control={control} name="phone" label="Phone" type="tel" />
      </Row>
      <Row>
        <FormTextField control={control} name="chessDotComId" label="Chess.com ID" required />
        <FormTextField control={control} name="uscfId" label="USCF ID" required />
        <FormTextField
          control={control}
          name="rating"
          label="Rating"
          inputMode="numeric"
          required
        />
        <FormTextField control={control} name="expiryDate" label="USCF expiry" {...DATE_FIELD} />
      </Row>
      <Row>
        <FormTextField control={control} name="fideId" label="FIDE ID" />
        <FormTextField control={control} name="fideRating" label="FIDE rating" />
      </Row>
      <Row>
        <FormSelectField
          control={control}
          name="section"
          label="Section"
          required
          values={entrySections(t)}
          empty="Choose a section"
        />
        {t.schedules.length > 0 && (
          <FormSelectField
            control={control}
            name="schedule"
            label="Schedule"
            values={t.schedules}
            empty="No schedule"
          />
        )}
      </Row>
      {t.maxByes > 0 && <ByeRounds control={control} rounds={t.rounds} maxByes={t.maxByes} />}
      <Row>
        <FormTextField control={control} name="schoolName" label="School" />
        <FormTextField control={control} name="teamName" label="Team" />
      </Row>
      <Row>
        <FormSelectField
          control={control}
          name="paymentMethod"
          label="Payment method"
          values={ADMIN_PAYMENT_METHODS}
          helperText={paymentMethod === 'Not Paid' ? 'Saved as not paid.' : 'Saved as paid.'}
        />
        <FormTextField control={control} name="fee" label="Fee ($)" inputMode="decimal" />
      </Row>
      <FormGroup row>
        <FormCheckbox control={control} name="playup" label="Play up" />
        <FormCheckbox control={control} name="verified" label="Verified" />
        <FormCheckbox control={control} name="waitingList" label="Waiting list" />
      </FormGroup>
      <FormTextField control={control} name="remark" label="Remark" multiline minRows={2} />
      <SubmitAndBack pending={add.isPending} backTo={entriesPath} backLabel="Back to Entries" />
    </form>
  );
}

/**
 * /tourEntriesAdd/{id} (admin, spec 2 §2, §5): an entry the admin adds by hand, with how it was
 * paid (§9: Cash, Zelle, Not Paid, PaypalManual). A save says Added Successfully and clears the
 * form for the next player; `?waitingList=true` starts with Waiting list ticked.
 */
export function TourEntriesAddPage() {
  const [params] = useSearchParams();
  return (
    <TournamentAdminCard title="Add Entry">
      {(t) => <AddEntryForm tournament={t} waitingList={params.get('waitingList') === 'true'} />}
    </TournamentAdminCard>
  );
}
