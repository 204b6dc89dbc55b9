import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import {
  formatTime,
  type AttendanceDay,
  type AttendanceDayStudent,
  type AttendanceMark,
  type ClassTime,
} from '@kingside/shared';
import { TablePages } from '@/components/table-pages';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { SERVER_PAGE_SIZES } from '@/components/editable-grid/server-paging';
import { SimpleTable } from '@/components/simple-table';

/** The mark a class time's button stands for: made for that class time, or at its start. */
const markFor = (student: AttendanceDayStudent, classTime: ClassTime) =>
  student.marks.find(
    (m) =>
      m.classTimeId === classTime.id ||
      (m.classTimeId === null && m.startTime === classTime.startTime),
  );

export type SheetActions = {
  onMark: (student: AttendanceDayStudent, classTime: ClassTime) => void;
  onUndo: (student: AttendanceDayStudent, mark: AttendanceMark) => void;
  /** The button whose call is under way, `${studentId}:${classTimeId | markId}`. */
  busy: string | null;
};

function StudentRow({
  student,
  classTimes,
  actions,
}: {
  student: AttendanceDayStudent;
  classTimes: readonly ClassTime[];
  actions: SheetActions;
}) {
  const buttonMarks = new Set<number>();
  return (
    <TableRow>
      <TableCell>{student.username}</TableCell>
      <TableCell>{student.name}</TableCell>
      <TableCell>{student.classTime ?? ''}</TableCell>
      {classTimes.map((classTime) => {
        const mark = markFor(student, classTime);
        if (mark) buttonMarks.add(mark.id);
        const time = formatTime(classTime.startTime);
        return (
          <TableCell key={classTime.id}>
            <Button
              size="small"
              variant={mark ? 'contained' : 'outlined'}
              color={mark ? 'success' : 'primary'}
              startIcon={mark ? <CheckIcon /> : undefined}
              aria-pressed={mark !== undefined}
              aria-label={`${mark ? 'Undo' : 'Mark'} ${student.name} at ${time}`}
              disabled={actions.busy === `${student.id}:${classTime.id}`}
              onClick={() =>
                mark ? actions.onUndo(student, mark) : actions.onMark(student, classTime)
              }
            >
              {time}
            </Button>
          </TableCell>
        );
      })}
      <TableCell>
        {student.marks
          .filter((m) => !buttonMarks.has(m.id))
          .map((m) => (
            <Chip
              key={m.id}
              size="small"
              color="success"
              label={formatTime(m.startTime)}
              aria-label={`Marked ${student.name} at ${formatTime(m.startTime)}`}
              onDelete={() => actions.onUndo(student, m)}
              sx={{ mr: 0.5 }}
            />
          ))}
      </TableCell>
    </TableRow>
  );
}

/**
 * The attendance sheet of one day (spec 2 "/attendance"): active students (username, name,
 * classTime) and one button per class start of that day, labelled in club-local time; a marked
 * button shows as marked and a second click undoes it. Marks at other times show as chips.
 */
export function AttendanceSheet({
  day,
  actions,
  page,
  size,
  onPageChange,
  onSizeChange,
}: {
  day: AttendanceDay;
  actions: SheetActions;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}) {
  return (
    <>
      <SimpleTable
        label="Attendance"
        regionLabel="Attendance sheet"
        empty="No active students found. Clear the search, or give users the student role on the Users page."
        columns={[
          'Username',
          'Name',
          'Class Time',
          ...day.classTimes.map((classTime) => ({
            label: (
              <>
                {formatTime(classTime.startTime)}
                <Typography variant="caption" component="div" color="text.secondary">
                  {classTime.label}
                </Typography>
              </>
            ),
          })),
          'Other Marks',
        ]}
      >
        {day.items.map((student) => (
          <StudentRow
            key={student.id}
            student={student}
            classTimes={day.classTimes}
            actions={actions}
          />
        ))}
      </SimpleTable>
      <TablePages
        label="Attendance pages"
        total={day.total}
        page={page}
        size={size}
        sizes={SERVER_PAGE_SIZES}
        onChange={(next) =>
          next.size === size ? onPageChange(next.page) : onSizeChange(next.size)
        }
      />
    </>
  );
}
