import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents, type Program } from '@kingside/shared';
import { DAY_NAMES, formatClockRange, formatDate } from '@/lib/format';

function schedule(program: Program): string | null {
  if (program.dayOfWeek === null) return null;
  const day = `${DAY_NAMES[program.dayOfWeek]}s`;
  return program.startTime && program.endTime
    ? `${day}, ${formatClockRange(program.startTime, program.endTime)}`
    : day;
}

/** The program a form registers for, as the club entered it: place, price, schedule, seats. */
export function ProgramFacts({ program }: { program: Program }) {
  const headingId = useId();
  const facts: [term: string, detail: string | null][] = [
    ['Location', program.locationName],
    ['Price', `${formatCents(program.priceCents)} ${program.priceUnit}`],
    ['Schedule', schedule(program)],
    ['Starts', program.startDate && formatDate(program.startDate)],
    ['Seats', program.maxStudents === null ? null : String(program.maxStudents)],
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {program.name}
      </Typography>
      {program.description && <Typography sx={{ mb: 1 }}>{program.description}</Typography>}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, my: 0 }}
      >
        {facts
          .filter(([, detail]) => detail)
          .map(([term, detail]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {detail}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
