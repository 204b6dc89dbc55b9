import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useController,
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
  type UseFormReturn,
} from 'react-hook-form';
import {
  TOURNAMENT_SECTION_NAME_MAX,
  TOURNAMENT_SECTIONS_MAX,
  TOURNAMENT_SHORT_NAME_MAX,
  tournamentShortName,
} from '@kingside/shared';
import { FormCheckbox } from '@/components/form-checkbox';
import { DATE_FIELD, FormTextField, TIME_FIELD } from '@/components/form-text-field';
import {
  newSectionRow,
  type TournamentFormOutput,
  type TournamentFormValues,
} from '@/features/tournaments/schemas';

type FormControl = Control<TournamentFormValues, unknown, TournamentFormOutput>;
type FlagName =
  | 'majorEvent'
  | 'teamEvent'
  | 'gradeEvent'
  | 'rated'
  | 'fideRated'
  | 'online'
  | 'soldout'
  | 'showEntries';

const FLAGS: { name: FlagName; label: string }[] = [
  { name: 'majorEvent', label: 'Major event' },
  { name: 'teamEvent', label: 'Team event' },
  { name: 'gradeEvent', label: 'Grade event' },
  { name: 'rated', label: 'USCF rated' },
  { name: 'fideRated', label: 'FIDE rated' },
  { name: 'online', label: 'Online' },
  { name: 'soldout', label: 'Sold out' },
  { name: 'showEntries', label: 'Show entries' },
];

/** The year a short name ends with: the tournament's, or this year's before a date is picked. */
const yearOf = (date: string) =>
  /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : new Date().getFullYear();

/** The short name the form shows and sends: typed by the admin, or made from the name and year. */
export function shownShortName(values: { name: string; tournamentDate: string }) {
  return values.name.trim() ? tournamentShortName(values.name, yearOf(values.tournamentDate)) : '';
}

function Row({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 0, sm: 2 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The short name, made from the name and the date's year as the admin types (§5) until the admin
 * edits it; `edited` says whether they have.
 */
function ShortNameField({
  form,
  edited,
  onEdit,
}: {
  form: UseFormReturn<TournamentFormValues, unknown, TournamentFormOutput>;
  edited: boolean;
  onEdit: () => void;
}) {
  const [name, tournamentDate, shortName] = useWatch({
    control: form.control,
    name: ['name', 'tournamentDate', 'shortName'],
  });
  const error = form.formState.errors.shortName?.message;
  return (
    <TextField
      label="Short name"
      value={edited ? shortName : shownShortName({ name, tournamentDate })}
      onChange={(event) => {
        onEdit();
        form.setValue('shortName', event.target.value, {
          shouldValidate: form.formState.isSubmitted,
        });
      }}
      error={!!error}
      helperText={error ?? 'The address: /tournaments/<short name>. Made from the name and year.'}
      slotProps={{ htmlInput: { maxLength: TOURNAMENT_SHORT_NAME_MAX } }}
      fullWidth
      margin="normal"
    />
  );
}

/** A weekly event's section names as chips, with a box to add one. */
function SectionChips({ control }: { control: FormControl }) {
  const { field } = useController({ control, name: 'sections' });
  const [draft, setDraft] = useState('');
  const sections = field.value;
  const add = () => {
    const name = draft.trim();
    if (!name || sections.some((s) => s.toLowerCase() === name.toLowerCase())) return;
    field.onChange([...sections, name]);
    setDraft('');
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1">
        Sections
      </Typography>
      <Stack
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}
        aria-label="Sections"
        role="list"
      >
        {sections.map((section) => (
          <Chip
            key={section}
            role="listitem"
            label={section}
            onDelete={() => field.onChange(sections.filter((s) => s !== section))}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <TextField
          label="New section"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { maxLength: TOURNAMENT_SECTION_NAME_MAX } }}
        />
        <Button onClick={add} disabled={sections.length >= TOURNAMENT_SECTIONS_MAX}>
          Add section
        </Button>
      </Stack>
    </Box>
  );
}

function RatedCheckbox({ control, index }: { control: FormControl; index: number }) {
  const { field } = useController({ control, name: `majorSections.${index}.rated` });
  return (
    <FormControlLabel
      label="Rated"
      control={
        <Checkbox
          checked={!!field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Section ${index + 1} rated` } }}
        />
      }
    />
  );
}

/** A major section's three fees, in the form's order, each with the words its label uses. */
const SECTION_FEES = [
  { fee: 'earlyBird', words: 'early-bird fee' },
  { fee: 'regular', words: 'regular fee' },
  { fee: 'late', words: 'late fee' },
] as const;

/** A major event's fee dates, club member discount and play-up fee. */
const MAJOR_EVENT_FIELDS = [
  {
    name: 'earlyBirdDeadline',
    label: 'Early-bird deadline',
    ...DATE_FIELD,
    helperText: 'The early-bird fee applies before this day.',
  },
  {
    name: 'lateEntryStartDate',
    label: 'Late entry starts',
    ...DATE_FIELD,
    helperText: 'The late fee applies from this day.',
  },
  { name: 'clubMemberDiscount', label: 'Club member discount ($)', inputMode: 'decimal' },
  { name: 'playUpFee', label: 'Play-up fee ($)', inputMode: 'decimal' },
] as const;

/** A major event's sections with their three fees, the dates, discount and play-up fee (§3). */
function MajorFeesFields({ control }: { control: FormControl }) {
  const rows = useFieldArray({ control, name: 'majorSections' });
  const { errors } = useFormState({ control, name: 'majorSections' });
  const rowsError = errors.majorSections?.message ?? errors.majorSections?.root?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="h6">
        Sections and fees
      </Typography>
      {rows.fields.map((row, index) => (
        <Stack
          key={row.id}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: { sm: 1 }, alignItems: { sm: 'center' } }}
        >
          <FormTextField
            control={control}
            name={`majorSections.${index}.name`}
            label={`Section ${index + 1}`}
            slotProps={{ htmlInput: { maxLength: TOURNAMENT_SECTION_NAME_MAX } }}
          />
          {SECTION_FEES.map(({ fee, words }) => (
            <FormTextField
              key={fee}
              control={control}
              name={`majorSections.${index}.${fee}`}
              label={`Section ${index + 1} ${words} ($)`}
              inputMode="decimal"
            />
          ))}
          <RatedCheckbox control={control} index={index} />
          <Button color="error" onClick={() => rows.remove(index)}>
            Remove
          </Button>
        </Stack>
      ))}
      {rowsError && <FormHelperText error>{rowsError}</FormHelperText>}
      <Button
        onClick={() => rows.append(newSectionRow())}
        disabled={rows.fields.length >= TOURNAMENT_SECTIONS_MAX}
      >
        Add section
      </Button>
      <Row>
        {MAJOR_EVENT_FIELDS.map((field) => (
          <FormTextField key={field.name} control={control} {...field} />
        ))}
      </Row>
    </Box>
  );
}

/**
 * The fields of /tournamentAdd (spec 2 §5): name and date, the short name made from them, the
 * §9 defaults, the flags, and for a major event the sections-and-fees form; HTML in text boxes.
 */
export function TournamentFormFields({
  form,
  shortNameEdited,
  onShortNameEdit,
}: {
  form: UseFormReturn<TournamentFormValues, unknown, TournamentFormOutput>;
  shortNameEdited: boolean;
  onShortNameEdit: () => void;
}) {
  const { control } = form;
  const major = useWatch({ control, name: 'majorEvent' });
  const html = (name: 'descriptionHtml' | 'pairingsHtml' | 'standingsHtml', label: string) => (
    <FormTextField control={control} name={name} label={label} multiline minRows={4} maxRows={16} />
  );
  return (
    <>
      <FormTextField control={control} name="name" label="Name" required />
      <Row>
        <FormTextField
          control={control}
          name="tournamentDate"
          label="Tournament date"
          {...DATE_FIELD}
          required
        />
        <FormTextField control={control} name="startTime" label="Start time" {...TIME_FIELD} />
        <FormTextField
          control={control}
          name="durationMinutes"
          label="Duration (minutes)"
          inputMode="numeric"
        />
      </Row>
      <ShortNameField form={form} edited={shortNameEdited} onEdit={onShortNameEdit} />
      <Row>
        <FormTextField control={control} name="timeControl" label="Time control" />
        <FormTextField control={control} name="rounds" label="Rounds" inputMode="numeric" />
        <FormTextField control={control} name="maxByes" label="Max byes" inputMode="numeric" />
        <FormTextField
          control={control}
          name="capacity"
          label="Capacity"
          inputMode="numeric"
          helperText="Blank: no limit."
        />
      </Row>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
        {FLAGS.map((flag) => (
          <FormCheckbox key={flag.name} control={control} {...flag} />
        ))}
      </Box>
      {major ? (
        <MajorFeesFields control={control} />
      ) : (
        <>
          <Row>
            <FormTextField
              control={control}
              name="entryFees"
              label="Entry fee ($)"
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name="clubEntryFees"
              label="Club member fee ($)"
              inputMode="decimal"
              helperText="Blank: club members pay the entry fee."
            />
          </Row>
          <SectionChips control={control} />
        </>
      )}
      <FormTextField control={control} name="prizeText" label="Prizes" multiline minRows={2} />
      <FormTextField
        control={control}
        name="shortDescription"
        label="Short description"
        multiline
        minRows={2}
      />
      {html('descriptionHtml', 'Description (HTML)')}
      {html('pairingsHtml', 'Pairings (HTML)')}
      {html('standingsHtml', 'Standings (HTML)')}
    </>
  );
}
