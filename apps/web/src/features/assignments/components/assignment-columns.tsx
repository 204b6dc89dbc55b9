import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { formatDate, type StudentAssignment } from '@kingside/shared';

/** "Jun 8, 2026", with "Overdue" after it when the due day has passed undone; "" without a due date. */
export function dueText(dueDate: string | null, overdue: boolean): string {
  if (!dueDate) return '';
  return overdue ? `${formatDate(dueDate)} · Overdue` : formatDate(dueDate);
}

/** The due date, in red when overdue (the word says it too, for those who cannot tell colours). */
export function DueDate({ dueDate, overdue }: { dueDate: string | null; overdue: boolean }) {
  const text = dueText(dueDate, overdue);
  if (!overdue) return <>{text}</>;
  return (
    <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
      {text}
    </Typography>
  );
}

/** A report row: one student's copy; `id` numbers the rows, `assignmentId` is what it opens. */
export type ReportRow = Omit<StudentAssignment, 'id'> & { id: number; assignmentId: number };

type CopyRow = StudentAssignment | ReportRow;

/** The assignment's name, a link to solve it. */
const nameColumn = <Row extends CopyRow>(
  headerName: string,
  assignmentId: (row: Row) => number,
): GridColDef<Row> => ({
  field: 'name',
  headerName,
  sortable: false,
  minWidth: 200,
  renderCell: ({ row }) => (
    <Link component={RouterLink} to={`/assignment/${assignmentId(row)}`} underline="hover">
      {row.name}
    </Link>
  ),
});

/** Attempts, when it was given, its due date (overdue in red) and when it was completed. */
const progressColumns = <Row extends CopyRow>(): GridColDef<Row>[] => [
  { field: 'attemptCount', headerName: 'Attempts', type: 'number', sortable: false, width: 100 },
  {
    field: 'createdDate',
    headerName: 'Assigned',
    sortable: false,
    width: 130,
    valueFormatter: (value: string) => formatDate(value),
  },
  {
    field: 'dueDate',
    headerName: 'Due Date',
    sortable: false,
    width: 170,
    valueGetter: (_value, row) => dueText(row.dueDate, row.overdue),
    renderCell: ({ row }) => <DueDate dueDate={row.dueDate} overdue={row.overdue} />,
  },
  {
    field: 'modifiedDate',
    headerName: 'Completed Date',
    sortable: false,
    width: 150,
    valueFormatter: (value: string | null) => (value ? formatDate(value) : ''),
  },
];

/** A student's own lists: the assignment (a link to solve it), attempts and dates. */
export const OWN_ASSIGNMENT_COLUMNS: GridColDef<StudentAssignment>[] = [
  nameColumn('Name', (row) => row.id),
  ...progressColumns<StudentAssignment>(),
];

/** The report: the student, then the assignment and how they did. */
export const REPORT_COLUMNS: GridColDef<ReportRow>[] = [
  { field: 'assignedToName', headerName: 'Student', sortable: false, width: 180 },
  { field: 'assignedToUsername', headerName: 'Username', sortable: false, width: 140 },
  nameColumn('Assignment', (row) => row.assignmentId),
  ...progressColumns<ReportRow>(),
];
