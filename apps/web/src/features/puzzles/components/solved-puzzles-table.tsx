import { useState, type ChangeEvent } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { formatDate, PUZZLE_RATING_MAX, PUZZLE_RATING_MIN } from '@kingside/shared';
import { QueryState } from '@/components/query-state';
import { SimpleTable } from '@/components/simple-table';
import { TablePages, useTablePage } from '@/components/table-pages';
import { useSolvedPuzzles } from '@/features/puzzles/api/get-dashboard';
import { puzzlePath } from '@/features/puzzles/api/puzzle-filters';
import { ThemeSelect } from '@/features/puzzles/components/theme-select';
import { useClub } from '@/lib/club';

const PAGE_SIZES = [10, 20, 50] as const;
const NO_SOLVED =
  'No solved puzzles match these filters. Widen the ratings or dates, or clear the theme.';
/** A date box's label stays above it (the box always shows its mm/dd/yyyy mask). */
const DATE_LABEL = { inputLabel: { shrink: true } };

type Filters = {
  fromRating: string;
  toRating: string;
  themes: string;
  fromDate: string;
  toDate: string;
};

const INITIAL: Filters = {
  fromRating: String(PUZZLE_RATING_MIN),
  toRating: String(PUZZLE_RATING_MAX),
  themes: '',
  fromDate: '',
  toDate: '',
};

/** A rating box's number, or undefined (the server's default) while it is not a valid one. */
const ratingOf = (text: string) => {
  const value = Number(text);
  return text.trim() !== '' &&
    Number.isInteger(value) &&
    value >= PUZZLE_RATING_MIN &&
    value <= PUZZLE_RATING_MAX
    ? value
    : undefined;
};

/**
 * "Solved puzzles" (GET /api/mypuzzles/solved, spec 2 §7): rating from/to (0 to 9999), theme and
 * dates, paged on the server, newest first.
 */
export function SolvedPuzzlesTable({ username }: { username: string | undefined }) {
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const paging = useTablePage(20);
  const { data: club } = useClub();
  const solved = useSolvedPuzzles({
    fromRating: ratingOf(filters.fromRating),
    toRating: ratingOf(filters.toRating),
    themes: filters.themes || undefined,
    fromDate: filters.fromDate || undefined,
    toDate: filters.toDate || undefined,
    username,
    page: paging.page,
    size: paging.size,
  });

  const set = (field: keyof Filters) => (text: string) => {
    setFilters((f) => ({ ...f, [field]: text }));
    paging.reset();
  };
  /** A small filter box showing `field` and setting it. */
  const box = (field: keyof Filters, label: string) => ({
    size: 'small' as const,
    label,
    value: filters[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field)(e.target.value),
  });

  return (
    <>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField {...box('fromRating', 'Rating from')} type="number" sx={{ width: 130 }} />
        <TextField {...box('toRating', 'Rating to')} type="number" sx={{ width: 130 }} />
        <ThemeSelect
          size="small"
          value={filters.themes}
          onChange={set('themes')}
          sx={{ minWidth: 180 }}
        />
        <TextField {...box('fromDate', 'From date')} type="date" slotProps={DATE_LABEL} />
        <TextField {...box('toDate', 'To date')} type="date" slotProps={DATE_LABEL} />
      </Stack>
      <QueryState
        query={solved}
        label="Loading the solved puzzles"
        empty={NO_SOLVED}
        isEmpty={(list) => list.total === 0}
      >
        {({ items, total }) => (
          <>
            <SimpleTable
              label="Solved puzzles"
              empty={NO_SOLVED}
              columns={['Puzzle', { label: 'Rating', align: 'right' }, 'Themes', 'Solved', 'Rated']}
            >
              {items.map((row) => (
                <TableRow key={`${row.name}-${row.solvedAt}`}>
                  <TableCell>
                    <Link component={RouterLink} to={puzzlePath(row.name, {})}>
                      {row.name}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{row.rating}</TableCell>
                  <TableCell>{row.themes.join(', ')}</TableCell>
                  <TableCell>{formatDate(row.solvedAt, { timeZone: club?.timezone })}</TableCell>
                  <TableCell>{row.rated ? 'Yes' : 'No'}</TableCell>
                </TableRow>
              ))}
            </SimpleTable>
            <TablePages
              label="Solved puzzles pages"
              total={total}
              page={paging.page}
              size={paging.size}
              sizes={PAGE_SIZES}
              onChange={paging.onChange}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
