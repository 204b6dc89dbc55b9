import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { formatDate, PUZZLE_RATING_MAX, PUZZLE_RATING_MIN } from '@kingside/shared';
import { NATIVE_SELECT } from '@/components/native-select';
import { QueryState } from '@/components/query-state';
import { TablePages, useTablePage } from '@/components/table-pages';
import { TableRegion } from '@/components/table-region';
import { useSolvedPuzzles } from '@/features/puzzles/api/get-dashboard';
import { puzzlePath } from '@/features/puzzles/api/puzzle-filters';
import { useThemeOptions } from '@/features/puzzles/api/puzzle-search-options';
import { useClub } from '@/lib/club';

const PAGE_SIZES = [10, 20, 50] as const;

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
  const themes = useThemeOptions();
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

  return (
    <>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          label="Rating from"
          type="number"
          value={filters.fromRating}
          onChange={(e) => set('fromRating')(e.target.value)}
          sx={{ width: 130 }}
        />
        <TextField
          size="small"
          label="Rating to"
          type="number"
          value={filters.toRating}
          onChange={(e) => set('toRating')(e.target.value)}
          sx={{ width: 130 }}
        />
        <TextField
          {...NATIVE_SELECT}
          size="small"
          label="Theme"
          value={filters.themes}
          onChange={(e) => set('themes')(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <option value="">Any theme</option>
          {(themes.data ?? []).map((theme) => (
            <option key={theme.value} value={theme.value}>
              {theme.text}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          label="From date"
          type="date"
          value={filters.fromDate}
          onChange={(e) => set('fromDate')(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          label="To date"
          type="date"
          value={filters.toDate}
          onChange={(e) => set('toDate')(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <QueryState
        query={solved}
        label="Loading the solved puzzles"
        empty="No solved puzzles match these filters."
        isEmpty={(list) => list.total === 0}
      >
        {({ items, total }) => (
          <>
            <TableRegion label="Solved puzzles table">
              <Table size="small" aria-label="Solved puzzles">
                <TableHead>
                  <TableRow>
                    <TableCell>Puzzle</TableCell>
                    <TableCell align="right">Rating</TableCell>
                    <TableCell>Themes</TableCell>
                    <TableCell>Solved</TableCell>
                    <TableCell>Rated</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((row) => (
                    <TableRow key={`${row.name}-${row.solvedAt}`}>
                      <TableCell>
                        <Link component={RouterLink} to={puzzlePath(row.name, {})}>
                          {row.name}
                        </Link>
                      </TableCell>
                      <TableCell align="right">{row.rating}</TableCell>
                      <TableCell>{row.themes.join(', ')}</TableCell>
                      <TableCell>
                        {formatDate(row.solvedAt, { timeZone: club?.timezone })}
                      </TableCell>
                      <TableCell>{row.rated ? 'Yes' : 'No'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableRegion>
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
