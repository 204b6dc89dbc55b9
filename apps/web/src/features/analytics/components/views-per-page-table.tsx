import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Analytics } from '@kingside/shared';
import { TableRegion } from '@/components/table-region';

/** Views per page, busiest first. */
export function ViewsPerPageTable({ pages }: { pages: Analytics['perPage'] }) {
  const sorted = [...pages].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
  return (
    <TableRegion label="Views per page table">
      <Table size="small" aria-label="Views per page">
        <TableHead>
          <TableRow>
            <TableCell>Page</TableCell>
            <TableCell align="right">Views</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.length === 0 ? (
            <TableRow>
              <TableCell colSpan={2}>No page views in this period.</TableCell>
            </TableRow>
          ) : (
            sorted.map((page) => (
              <TableRow key={page.path}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{page.path}</TableCell>
                <TableCell align="right">{page.views}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
