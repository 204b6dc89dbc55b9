import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import { formatDate, type AssignmentProgress, type ProgressCell } from '@kingside/shared';
import { TablePages } from '@/components/table-pages';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SERVER_PAGE_SIZES } from '@/components/editable-grid/server-paging';
import { TableRegion } from '@/components/table-region';
import { DueDate } from '@/features/assignments/components/assignment-columns';

const attempts = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;

/** One student's state on one assignment: done (date, attempts), not yet (due, overdue), or not given. */
function Cell({ cell }: { cell: ProgressCell | undefined }) {
  if (!cell) {
    return (
      <TableCell>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not assigned</span>
      </TableCell>
    );
  }
  if (cell.completed) {
    return (
      <TableCell>
        <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
          Done
        </Typography>
        <Typography variant="caption" component="div">
          {cell.modifiedDate && formatDate(cell.modifiedDate)} · {attempts(cell.attemptCount)}
        </Typography>
      </TableCell>
    );
  }
  return (
    <TableCell>
      <Typography variant="body2" sx={cell.overdue ? { color: 'error.main', fontWeight: 600 } : {}}>
        Not yet
      </Typography>
      <Typography variant="caption" component="div">
        {attempts(cell.attemptCount)}
        {cell.dueDate && (
          <>
            {' · Due '}
            <DueDate dueDate={cell.dueDate} overdue={cell.overdue} />
          </>
        )}
      </Typography>
    </TableCell>
  );
}

/**
 * The progress table (issue 13): students as rows, assignments as columns, each cell done or not
 * yet; "completed/assigned" per student, and per assignment in the footer. It scrolls sideways
 * in a focusable region; the server pages the students.
 */
export function ProgressTable({
  progress,
  onPageChange,
  onSizeChange,
}: {
  progress: AssignmentProgress;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}) {
  const { columns, rows } = progress;
  const label = progress.classTime ? `Progress of ${progress.classTime}` : 'Progress';
  return (
    <>
      <TableRegion label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Student</TableCell>
              <TableCell scope="col">Completed</TableCell>
              {columns.map((column) => (
                <TableCell key={column.assignmentId} scope="col" sx={{ minWidth: 140 }}>
                  <Link component={RouterLink} to={`/assignment/${column.assignmentId}`}>
                    {column.name}
                  </Link>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const cells = new Map(row.cells.map((cell) => [cell.assignmentId, cell]));
              return (
                <TableRow key={row.user.id}>
                  <TableCell component="th" scope="row">
                    {row.user.name}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {row.user.username}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {row.completed}/{row.assigned}
                  </TableCell>
                  {columns.map((column) => (
                    <Cell key={column.assignmentId} cell={cells.get(column.assignmentId)} />
                  ))}
                </TableRow>
              );
            })}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={2 + columns.length}>No assignments yet.</TableCell>
              </TableRow>
            )}
          </TableBody>
          {columns.length > 0 && (
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row">
                  Completed per assignment
                </TableCell>
                <TableCell />
                {columns.map((column) => (
                  <TableCell key={column.assignmentId}>
                    {column.completed}/{column.assigned}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableRegion>
      {progress.total > 0 && (
        <TablePages
          label={`${label} pages`}
          total={progress.total}
          page={progress.page}
          size={progress.size}
          sizes={SERVER_PAGE_SIZES}
          onChange={(next) =>
            next.size === progress.size ? onPageChange(next.page) : onSizeChange(next.size)
          }
        />
      )}
    </>
  );
}
