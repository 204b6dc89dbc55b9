import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, type GameSummary } from '@kingside/shared';
import { QueryState } from '@/components/query-state';
import { TablePages } from '@/components/table-pages';
import { TableRegion } from '@/components/table-region';
import { useGameStudents } from '@/features/games/api/get-game-students';

const PAGE_SIZE = 50;

/** Assigned Users: the students who have one game's assignment, completed or not, and their attempts. */
export function AssignedUsersDialog({ game, onClose }: { game: GameSummary; onClose: () => void }) {
  const titleId = useId();
  const [page, setPage] = useState(0);
  const students = useGameStudents(game.id, page, PAGE_SIZE);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Assigned Users</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{game.name}</Typography>
        <QueryState
          query={students}
          label="Loading the students"
          empty="No student has this game as an assignment yet."
          isEmpty={(list) => list.items.length === 0}
        >
          {({ items, total }) => (
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
                    {items.map((row) => (
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
              {total > PAGE_SIZE && (
                <TablePages
                  label="Assigned users pages"
                  total={total}
                  page={page}
                  size={PAGE_SIZE}
                  sizes={[]}
                  onChange={(next) => setPage(next.page)}
                />
              )}
            </>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
