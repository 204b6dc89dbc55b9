import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GAME_MESSAGES } from '@kingside/shared';
import { useOpeningLookup } from '@/features/openings/api/lookup-opening';
import { getErrorMessage } from '@/lib/api-client';

/** The "ECO name" of a line as it is typed, e.g. "C60 Ruy Lopez", announced when it changes. */
export function OpeningName({ pgn }: { pgn: string }) {
  const lookup = useOpeningLookup(pgn);
  const found =
    lookup.data?.eco && lookup.data.name ? `${lookup.data.eco} ${lookup.data.name}` : null;
  let text = found ?? GAME_MESSAGES.openingUnknown;
  if (!pgn.trim() || (!lookup.data && !lookup.isError)) text = 'Type the moves to see the opening.';
  else if (lookup.isError) text = getErrorMessage(lookup.error);

  return (
    <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        Opening
      </Typography>
      <Typography sx={{ fontWeight: found ? 600 : 400 }}>{text}</Typography>
    </Box>
  );
}
