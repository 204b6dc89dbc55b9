import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  PUZZLE_RATING_MAX,
  PUZZLE_RATING_MIN,
  PUZZLE_SOLVING_MESSAGES,
  puzzleSearchDefaults,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { NATIVE_SELECT } from '@/components/native-select';
import type { PuzzleFilters } from '@/features/puzzles/api/puzzle-filters';
import {
  getPuzzleNames,
  useOpeningOptions,
  useThemeOptions,
} from '@/features/puzzles/api/puzzle-search-options';
import { ThemeSelect } from '@/features/puzzles/components/theme-select';

type SearchValues = {
  fromRating: string;
  toRating: string;
  themes: string;
  openingFamily: string;
  openingVariation: string;
};

const ratingProblem = (text: string) => {
  const value = Number(text);
  return text.trim() === '' ||
    !Number.isInteger(value) ||
    value < PUZZLE_RATING_MIN ||
    value > PUZZLE_RATING_MAX
    ? `A whole number from ${PUZZLE_RATING_MIN} to ${PUZZLE_RATING_MAX}.`
    : null;
};

/**
 * The Puzzle Search card (spec 2 §2, §5): from rating (the current rating), to rating (600 above),
 * theme, and for elite users opening family and variation. Search opens a rated session of those
 * filters; Display 9 Puzzles (coaches and admins) opens nine of them as printable boards.
 */
export function PuzzleSearchCard({
  currentRating,
  initialTheme,
  elite,
  coachOrAdmin,
  canSolve = true,
  onSearch,
  searching,
}: {
  currentRating: number;
  /** A theme to start with (`/puzzles?themes=fork`, the dashboard's links). */
  initialTheme: string;
  elite: boolean;
  coachOrAdmin: boolean;
  /** False for an admin who does not solve: Display 9 Puzzles only, no Search. */
  canSolve?: boolean;
  onSearch: (filters: PuzzleFilters) => void;
  searching: boolean;
}) {
  const navigate = useNavigate();
  const defaults = puzzleSearchDefaults(currentRating);
  const [values, setValues] = useState<SearchValues>({
    fromRating: String(defaults.fromRating),
    toRating: String(defaults.toRating),
    themes: initialTheme,
    openingFamily: '',
    openingVariation: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const themes = useThemeOptions();
  const openings = useOpeningOptions(elite);
  const variations =
    openings.data?.find((o) => o.family === values.openingFamily)?.variations ?? [];

  const display = useMutation({
    mutationFn: getPuzzleNames,
    onSuccess: (names) => void navigate(`/puzzlesdisplay/${names.join(',')}`),
  });

  const fromProblem = ratingProblem(values.fromRating);
  const toProblem =
    ratingProblem(values.toRating) ??
    (!fromProblem && Number(values.fromRating) > Number(values.toRating)
      ? PUZZLE_SOLVING_MESSAGES.fromAboveTo
      : null);
  const invalid = fromProblem !== null || toProblem !== null;

  const filters = (): PuzzleFilters => ({
    fromRating: values.fromRating,
    toRating: values.toRating,
    themes: values.themes,
    ...(elite ? { openingFamily: values.openingFamily } : {}),
    ...(elite ? { openingVariation: values.openingVariation } : {}),
  });

  const set = (field: keyof SearchValues) => (text: string) =>
    setValues((v) => ({
      ...v,
      [field]: text,
      ...(field === 'openingFamily' ? { openingVariation: '' } : {}),
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    // Enter in the form: Search, or for an admin who does not solve, Display 9 Puzzles.
    if (canSolve) onSearch({ rated: 'true', ...filters() });
    else if (coachOrAdmin) display.mutate(filters());
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="puzzle-search-heading">
      <CardContent>
        <Typography id="puzzle-search-heading" variant="h6" component="h2" gutterBottom>
          Puzzle Search
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
          <Stack direction="row" spacing={2}>
            <TextField
              label="From rating"
              type="number"
              value={values.fromRating}
              onChange={(e) => set('fromRating')(e.target.value)}
              error={submitted && fromProblem !== null}
              helperText={submitted ? fromProblem : null}
              slotProps={{ htmlInput: { min: PUZZLE_RATING_MIN, max: PUZZLE_RATING_MAX } }}
              fullWidth
            />
            <TextField
              label="To rating"
              type="number"
              value={values.toRating}
              onChange={(e) => set('toRating')(e.target.value)}
              error={submitted && toProblem !== null}
              helperText={submitted ? toProblem : null}
              slotProps={{ htmlInput: { min: PUZZLE_RATING_MIN, max: PUZZLE_RATING_MAX } }}
              fullWidth
            />
          </Stack>
          <ThemeSelect value={values.themes} onChange={set('themes')} />
          {elite && (
            <>
              <TextField
                {...NATIVE_SELECT}
                label="Opening"
                value={values.openingFamily}
                onChange={(e) => set('openingFamily')(e.target.value)}
              >
                <option value="">Any opening</option>
                {(openings.data ?? []).map((opening) => (
                  <option key={opening.family} value={opening.family}>
                    {opening.familyText}
                  </option>
                ))}
              </TextField>
              <TextField
                {...NATIVE_SELECT}
                label="Variation"
                value={values.openingVariation}
                onChange={(e) => set('openingVariation')(e.target.value)}
                disabled={variations.length === 0}
              >
                <option value="">Any variation</option>
                {variations.map((variation) => (
                  <option key={variation.value} value={variation.value}>
                    {variation.text}
                  </option>
                ))}
              </TextField>
            </>
          )}
          {themes.isError && <ErrorAlert error={themes.error} />}
          {display.isError && <ErrorAlert error={display.error} />}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {canSolve && (
              <Button type="submit" variant="contained" loading={searching}>
                Search
              </Button>
            )}
            {coachOrAdmin && (
              <Button
                variant="outlined"
                loading={display.isPending}
                onClick={() => {
                  setSubmitted(true);
                  if (!invalid) display.mutate(filters());
                }}
              >
                Display 9 Puzzles
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
