import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

/**
 * A weekly trend as a small line beside a figure, hidden from screen readers, with the numbers
 * as visually hidden text instead ("Weekly puzzle rating: 1450, 1462, –, 1470"; – for a week
 * without a value). Weeks without a value are left out of the line.
 */
export function TrendSpark({
  label,
  values,
}: {
  label: string;
  values: readonly (number | null)[];
}) {
  const known = values.filter((value): value is number => value !== null);
  return (
    <>
      {known.length > 1 && (
        <Box
          aria-hidden="true"
          inert
          sx={{ display: 'inline-block', width: 72, verticalAlign: 'middle', ml: 1 }}
        >
          <SparkLineChart data={known} height={24} width={72} />
        </Box>
      )}
      <span className="visually-hidden">
        {` ${label}: ${values.length ? values.map((value) => value ?? '–').join(', ') : 'none'}`}
      </span>
    </>
  );
}
