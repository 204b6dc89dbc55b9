import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DIRECTOR_DEFAULT_RATING_LIMITS,
  DIRECTOR_RATING_LIMIT_MAX,
  type DirectorView,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { NATIVE_SELECT } from '@/components/native-select';
import { usePairRound } from '@/features/tournaments/api/director';

type Section = DirectorView['sections'][number];

/** What a player does in the round being paired. */
type ThisRound = 'play' | 'half' | 'zero';

/** Players seen in a published round (on a board, with a bye or withdrawn): not late entries. */
function seenPlayers(section: Section): Set<number> {
  const seen = new Set<number>();
  for (const round of section.rounds) {
    if (round.status !== 'published') continue;
    for (const b of round.boards) seen.add(b.white.id).add(b.black.id);
    for (const bye of round.byes) seen.add(bye.player.id);
    for (const p of round.withdrawn) seen.add(p.id);
  }
  return seen;
}

/**
 * One of the pairing's rating limits, as typed (a whole number of rating points). Full width of
 * its grid column, so its label has room on a phone and a wide screen alike.
 */
function RatingLimitField({
  label,
  rule,
  value,
  onChange,
}: {
  label: string;
  /** The rule the limit belongs to, e.g. 29E5a. */
  rule: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={`Rating points (${rule})`}
      slotProps={{ htmlInput: { min: 0, max: DIRECTOR_RATING_LIMIT_MAX } }}
    />
  );
}

/** A player's row in "This round": name, choice, notes; one column on a phone. */
const PLAYER_ROW_SX = {
  display: 'grid',
  gap: 1,
  alignItems: 'center',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, 14rem) 11rem minmax(0, 1fr)' },
} as const;

/** The next round's pairing form: rating limits, this round's byes, late entries' missed rounds. */
export function PairRoundForm({
  tournamentId,
  section,
  round,
}: {
  tournamentId: number;
  section: Section;
  round: number;
}) {
  const pair = usePairRound(tournamentId);
  const formId = useId();
  const [alternation, setAlternation] = useState(
    String(DIRECTOR_DEFAULT_RATING_LIMITS.alternation),
  );
  const [equalization, setEqualization] = useState(
    String(DIRECTOR_DEFAULT_RATING_LIMITS.equalization),
  );
  const [choices, setChoices] = useState<Record<number, ThisRound>>({});
  const [lateHalf, setLateHalf] = useState<Record<number, boolean>>({});
  const seen = seenPlayers(section);
  const players = section.players.filter(
    (p) => p.withdrawnFromRound === null || p.withdrawnFromRound > round,
  );
  const late = round > 1 ? players.filter((p) => !seen.has(p.id)) : [];
  const idsWith = (choice: ThisRound) =>
    players.filter((p) => (choices[p.id] ?? 'play') === choice).map((p) => p.id);
  const submit = () =>
    pair.mutate({
      section: section.name,
      ratingLimits: { alternation: Number(alternation), equalization: Number(equalization) },
      halfPointByes: idsWith('half'),
      zeroPointByes: idsWith('zero'),
      lateEntriesWithHalfPointByes: late.filter((p) => lateHalf[p.id]).map((p) => p.id),
    });
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={`Pair round ${round}`}
      sx={{ p: 2, mb: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
        Pair round {round}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 18rem))' },
        }}
      >
        <RatingLimitField
          label="Alternation rating limit"
          rule="29E5a"
          value={alternation}
          onChange={setAlternation}
        />
        <RatingLimitField
          label="Equalization rating limit"
          rule="29E5b"
          value={equalization}
          onChange={setEqualization}
        />
      </Box>
      <Typography variant="subtitle2">This round</Typography>
      <Stack sx={{ gap: 1.5, mb: 2 }}>
        {players.map((p) => {
          // The player's name labels the choice as a plain label that wraps: a floating label
          // would cut a long name short.
          const choiceId = `${formId}-player-${p.id}`;
          return (
            <Box key={p.id} sx={PLAYER_ROW_SX}>
              <Typography component="label" htmlFor={choiceId} sx={{ overflowWrap: 'anywhere' }}>
                {p.name}
              </Typography>
              <TextField
                {...NATIVE_SELECT}
                id={choiceId}
                size="small"
                fullWidth
                value={choices[p.id] ?? 'play'}
                onChange={(e: ChangeEvent<HTMLInputElement>) =>
                  setChoices({ ...choices, [p.id]: e.target.value as ThisRound })
                }
              >
                <option value="play">Plays</option>
                <option value="half">Half-point bye</option>
                <option value="zero">Zero-point bye</option>
              </TextField>
              <Box sx={{ minWidth: 0 }}>
                {p.byesRequested.includes(round) && (
                  <Typography variant="body2">Half-point bye requested at registration</Typography>
                )}
                {late.includes(p) && (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={lateHalf[p.id] ?? false}
                        onChange={(e) => setLateHalf({ ...lateHalf, [p.id]: e.target.checked })}
                      />
                    }
                    label={`Late entry: missed rounds as half-point byes (${p.name})`}
                  />
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
      {pair.error && <ErrorAlert error={pair.error} sx={{ mb: 2 }} />}
      <Button type="submit" variant="contained" loading={pair.isPending}>
        Pair round {round}
      </Button>
    </Paper>
  );
}
