import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, type GameSummary } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { TableRegion } from '@/components/table-region';
import { useGameStudents } from '@/features/games/api/get-game-students';

const PAGE_SIZE = 50;

/** Assigned Users: the students who have one game's assignment, completed or not, and their attempts. */
export function AssignedUsersDialog({ game, onClose }: { game: GameSummary; onClose: () => void }) {
  const titleId = useId();
  const [page, setPage] = useState(0);
  const students = useGameStudents(game.id, page, PAGE_SIZE);
  const rows = students.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Assigned Users</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{game.name}</Typography>
        {students.isPending ? (
          <CircularProgress aria-label="Loading the students" />
        ) : students.isError ? (
          <ErrorAlert error={students.error} />
        ) : rows.length === 0 ? (
          <Typography>No student has this game as an assignment yet.</Typography>
        ) : (
          <>
            <TableRegion label={`Students assigned ${game.name}`}>
              <Table size="small" aria-label={`Students assigned ${game.name}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Student</TableCell>
                    <TableCell>Username</TableCell>
                    <TableCell>Completed</TableCell>
                    <TableCell align="right">Attempts</TableCell>
                    <TableCell>Due Date</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.assignedToUsername}>
                      <TableCell>{row.assignedToName}</TableCell>
                      <TableCell>{row.assignedToUsername}</TableCell>
                      <TableCell>
                        {row.completed && row.modifiedDate
                          ? formatDate(row.modifiedDate)
                          : 'Not yet'}
                      </TableCell>
                      <TableCell align="right">{row.attemptCount}</TableCell>
                      <TableCell>
                        {row.dueDate ? formatDate(row.dueDate) : ''}
                        {row.overdue ? ' · Overdue' : ''}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableRegion>
            {(students.data?.total ?? 0) > PAGE_SIZE && (
              <TablePagination
                component="div"
                aria-label="Assigned users pages"
                count={students.data?.total ?? 0}
                page={page}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_event, next) => setPage(next)}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
