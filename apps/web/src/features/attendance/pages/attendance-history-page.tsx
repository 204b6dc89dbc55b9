import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { dateKeyIn, formatDate, formatTime, type AttendanceStudent } from '@kingside/shared';
import { SERVER_PAGE_SIZES } from '@/components/editable-grid/server-paging';
import { ErrorAlert } from '@/components/error-alert';
import { NATIVE_SELECT } from '@/components/native-select';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { SimpleTable } from '@/components/simple-table';
import { TablePages, useTablePage } from '@/components/table-pages';
import {
  downloadAttendanceCsv,
  useAttendanceHistory,
  type HistoryFilter,
} from '@/features/attendance/api/attendance';
import { useClassTimes } from '@/features/attendance/api/class-times-admin';
import { StudentPicker } from '@/features/attendance/components/student-picker';
import { useClub } from '@/lib/club';

const HISTORY_COLUMNS = ['Date', 'Time', 'Username', 'Name', 'Class Time', 'Notes', 'Marked By'];
const NO_HISTORY =
  'No attendance in this range. Choose other dates, another student or all class times.';

/** The history's range when the page opens: the 30 days up to today. */
const DEFAULT_DAYS = 30;
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * /attendance/history (admin or assistant): the marks of one student, one class time or everyone
 * in a date range, a page at a time, and the same marks as a CSV file.
 */
export function AttendanceHistoryPage() {
  const { data: club } = useClub();
  const today = dateKeyIn(new Date(), club?.timezone);
  const [student, setStudent] = useState<AttendanceStudent | null>(null);
  const [classTimeId, setClassTimeId] = useState('');
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const to = range.to ?? today;
  const from = range.from ?? daysBefore(to, DEFAULT_DAYS - 1);
  const paging = useTablePage(SERVER_PAGE_SIZES[0]);
  const classTimes = useClassTimes();

  const filter: HistoryFilter = {
    userId: student?.id,
    classTimeId: classTimeId ? Number(classTimeId) : undefined,
    from,
    to,
  };
  const history = useAttendanceHistory(filter, paging.page, paging.size);
  const download = useMutation({ mutationFn: () => downloadAttendanceCsv(filter) });
  const changeRange = (changes: { from?: string; to?: string }) => {
    setRange((current) => ({ ...current, ...changes }));
    paging.reset();
  };

  return (
    <>
      <PageTitle title="Attendance History" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <StudentPicker
          value={student}
          onChange={(chosen) => {
            setStudent(chosen);
            paging.reset();
          }}
        />
        <TextField
          {...NATIVE_SELECT}
          size="small"
          label="Class Time"
          value={classTimeId}
          onChange={(event) => {
            setClassTimeId(event.target.value);
            paging.reset();
          }}
          sx={{ minWidth: 200 }}
        >
          <option value="">All class times</option>
          {(classTimes.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label="From"
          value={from}
          onChange={(event) => changeRange({ from: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to } }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={to}
          onChange={(event) => changeRange({ to: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from } }}
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          Download CSV
        </Button>
      </Stack>
      {download.isError && <ErrorAlert error={download.error} sx={{ mb: 1 }} />}
      {classTimes.isError && <ErrorAlert error={classTimes.error} sx={{ mb: 1 }} />}
      <QueryState
        query={history}
        label="Loading attendance history"
        empty={NO_HISTORY}
        isEmpty={(list) => list.total === 0}
      >
        {({ items, total }) => (
          <>
            <SimpleTable
              label="Attendance history"
              regionLabel="Attendance history list"
              columns={HISTORY_COLUMNS}
              empty={NO_HISTORY}
            >
              {items.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatDate(row.date, { style: 'withWeekday' })}</TableCell>
                  <TableCell>{formatTime(row.startTime)}</TableCell>
                  <TableCell>{row.username}</TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.classTimeLabel ?? ''}</TableCell>
                  <TableCell>{row.notes ?? ''}</TableCell>
                  <TableCell>{row.markedBy ?? ''}</TableCell>
                </TableRow>
              ))}
            </SimpleTable>
            <TablePages
              label="Attendance history pages"
              total={total}
              sizes={SERVER_PAGE_SIZES}
              {...paging}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
