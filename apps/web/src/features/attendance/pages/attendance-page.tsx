import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ATTENDANCE_NOTES_MAX_LENGTH,
  dateKeyIn,
  formatDate,
  formatTime,
  WEEKDAYS,
  type AttendanceDayStudent,
  type AttendanceMark,
  type ClassTime,
} from '@kingside/shared';
import { Link as RouterLink } from 'react-router';
import {
  SEARCH_DEBOUNCE_MS,
  SERVER_PAGE_SIZES,
  UserSearchField,
  useDebouncedValue,
} from '@/components/editable-grid/server-paging';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import {
  useAttendanceDay,
  useMarkAttendance,
  useUndoAttendance,
} from '@/features/attendance/api/attendance';
import { AttendanceSheet } from '@/features/attendance/components/attendance-sheet';
import { useClub } from '@/lib/club';

/** /attendance (admin or assistant): mark which students came to which class of a day. */
export function AttendancePage() {
  const { data: club } = useClub();
  const today = dateKeyIn(new Date(), club?.timezone);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const date = chosenDate ?? today;
  const [notes, setNotes] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(SERVER_PAGE_SIZES[0]);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [searched, setSearched] = useState(search);
  // A search that settled on new text starts at the first page.
  if (searched !== search) {
    setSearched(search);
    setPage(0);
  }
  const day = useAttendanceDay({ date, page, size, search });
  const mark = useMarkAttendance();
  const undo = useUndoAttendance();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const onMark = (student: AttendanceDayStudent, classTime: ClassTime) => {
    setBusy(`${student.id}:${classTime.id}`);
    undo.reset();
    mark.mutate(
      { userId: student.id, date, classTimeId: classTime.id, notes: notes.trim() || null },
      {
        onSuccess: () => setStatus(`Marked ${student.name} at ${formatTime(classTime.startTime)}.`),
        onSettled: () => setBusy(null),
      },
    );
  };
  const onUndo = (student: AttendanceDayStudent, m: AttendanceMark) => {
    setBusy(`${student.id}:${m.classTimeId ?? m.id}`);
    mark.reset();
    undo.mutate(m.id, {
      onSuccess: () => setStatus(`Undid ${student.name} at ${formatTime(m.startTime)}.`),
      onSettled: () => setBusy(null),
    });
  };

  const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];
  return (
    <>
      <PageTitle title="Attendance" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="date"
          label="Date"
          size="small"
          value={date}
          onChange={(event) => {
            setChosenDate(event.target.value || null);
            setPage(0);
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <TextField
          label="Notes"
          size="small"
          multiline
          maxRows={4}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          helperText="Saved with each mark you make while it is filled in."
          slotProps={{ htmlInput: { maxLength: ATTENDANCE_NOTES_MAX_LENGTH } }}
          sx={{ flex: 1 }}
        />
        <UserSearchField value={searchText} onChange={setSearchText} />
      </Stack>
      <Box sx={{ mb: 1 }}>
        <Button component={RouterLink} to="/attendance/history" size="small">
          Attendance History
        </Button>
      </Box>
      {mark.isError && <ErrorAlert error={mark.error} sx={{ mb: 1 }} />}
      {undo.isError && <ErrorAlert error={undo.error} sx={{ mb: 1 }} />}
      <Box role="status" aria-live="polite" sx={{ minHeight: 24, mb: 1 }}>
        {status}
      </Box>
      <QueryState query={day} label="Loading attendance">
        {(sheet) => (
          <>
            {sheet.classTimes.length === 0 && (
              <Alert severity="info" sx={{ mb: 1 }}>
                No class meets on {weekday}, {formatDate(date)}. Choose another date.
              </Alert>
            )}
            <AttendanceSheet
              day={sheet}
              actions={{ onMark, onUndo, busy }}
              page={page}
              size={size}
              onPageChange={setPage}
              onSizeChange={(next) => {
                setSize(next);
                setPage(0);
              }}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
