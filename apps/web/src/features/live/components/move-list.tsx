import Box from '@mui/material/Box';

/** The moves in SAN, one numbered row per full move ("1. e4 e5"). */
export function MoveList({
  sans,
  startsWithBlack = false,
}: {
  sans: readonly string[];
  startsWithBlack?: boolean;
}) {
  const plies = startsWithBlack ? ['…', ...sans] : [...sans];
  const rows: string[] = [];
  for (let i = 0; i < plies.length; i += 2) rows.push(plies.slice(i, i + 2).join(' '));
  return (
    <Box
      component="ol"
      aria-label="Moves"
      sx={{ m: 0, pl: 4, maxHeight: 240, overflowY: 'auto', fontFamily: 'monospace' }}
    >
      {rows.map((row, index) => (
        <li key={index}>{row}</li>
      ))}
    </Box>
  );
}
