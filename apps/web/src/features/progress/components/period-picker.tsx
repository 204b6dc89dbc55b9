import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  dateKeyIn,
  PROGRESS_MESSAGES,
  recentTerms,
  REPORT_PERIOD_MAX_DAYS,
  termOf,
} from '@kingside/shared';
import type { Period } from '@/features/progress/api/progress-keys';
import { DATE_FIELD } from '@/components/form-text-field';
import { NATIVE_SELECT } from '@/components/native-select';
import { useClub } from '@/lib/club';

/** Today in the club's time zone ('YYYY-MM-DD'; the browser's until the club loads). */
export function useClubToday(): string {
  const { data: club } = useClub();
  return dateKeyIn(new Date(), club?.timezone);
}

/** The term today falls in: the period a report card or class view opens with. */
export const currentTerm = (today: string): Period => {
  const { from, to } = termOf(today);
  return { from, to };
};

const DAY_MS = 86_400_000;
const daysIn = ({ from, to }: Period) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS) + 1;

/** What is wrong with a custom period, or null when it can be asked for. */
function periodProblem(draft: Period): string | null {
  if (!draft.from || !draft.to) return null;
  if (draft.from > draft.to) return PROGRESS_MESSAGES.periodOrder;
  if (daysIn(draft) > REPORT_PERIOD_MAX_DAYS) return PROGRESS_MESSAGES.periodTooLong;
  return null;
}

const CUSTOM = 'custom';

/**
 * The period of a report card or class view: one of the club's recent terms (newest first), or
 * Custom with two dates. `onChange` is called only with a whole, valid period; the server checks
 * the same rules (ReportQuerySchema).
 */
export function PeriodPicker({
  value,
  onChange,
  today,
}: {
  value: Period;
  onChange: (period: Period) => void;
  /** Today in the club's time zone: the terms offered end with the one it falls in. */
  today: string;
}) {
  const terms = recentTerms(today);
  const termIndex = terms.findIndex((t) => t.from === value.from && t.to === value.to);
  const [custom, setCustom] = useState(termIndex < 0);
  const [draft, setDraft] = useState<Period>(value);
  const problem = periodProblem(draft);

  const changeDraft = (changes: Partial<Period>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (next.from && next.to && !periodProblem(next)) onChange(next);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-no-print>
      <TextField
        {...NATIVE_SELECT}
        size="small"
        label="Period"
        value={custom || termIndex < 0 ? CUSTOM : String(termIndex)}
        onChange={(event) => {
          if (event.target.value === CUSTOM) {
            setCustom(true);
            setDraft(value);
            return;
          }
          const term = terms[Number(event.target.value)];
          if (!term) return;
          setCustom(false);
          setDraft({ from: term.from, to: term.to });
          onChange({ from: term.from, to: term.to });
        }}
        sx={{ minWidth: 160 }}
      >
        {terms.map((term, index) => (
          <option key={term.from} value={index}>
            {term.label}
          </option>
        ))}
        <option value={CUSTOM}>Custom</option>
      </TextField>
      {(custom || termIndex < 0) && (
        <>
          <TextField
            {...DATE_FIELD}
            size="small"
            label="From"
            value={draft.from}
            onChange={(event) => changeDraft({ from: event.target.value })}
          />
          <TextField
            {...DATE_FIELD}
            size="small"
            label="To"
            value={draft.to}
            onChange={(event) => changeDraft({ to: event.target.value })}
            error={problem !== null}
            helperText={problem ?? undefined}
          />
        </>
      )}
    </Stack>
  );
}
