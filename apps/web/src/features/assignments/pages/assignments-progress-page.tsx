import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isCoachOrAdmin } from '@kingside/shared';
import { SERVER_PAGE_SIZES } from '@/components/editable-grid/server-paging';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { downloadProgressCsv, progressQueryOptions } from '@/features/assignments/api/get-progress';
import { ClassTimeSelect } from '@/features/assignments/components/class-time-select';
import { ProgressTable } from '@/features/assignments/components/progress-table';
import { useSession } from '@/lib/session';

/** The table of one class time (a coach's or admin's choice), or the student's own row (none). */
function Progress({ classTime }: { classTime?: string }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(SERVER_PAGE_SIZES[0]);
  const progress = useQuery(progressQueryOptions({ classTime, page, size }));
  return (
    <QueryState query={progress} label="Loading the progress">
      {(data) => (
        <ProgressTable
          progress={data}
          onPageChange={setPage}
          onSizeChange={(next) => {
            setSize(next);
            setPage(0);
          }}
        />
      )}
    </QueryState>
  );
}

/** Coaches and admins: a class time, its table and its CSV. */
function ClassTimeProgress() {
  const [classTime, setClassTime] = useState('');
  const csv = useMutation({ mutationFn: downloadProgressCsv });
  return (
    <>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ClassTimeSelect
          value={classTime}
          onChange={(label) => {
            csv.reset();
            setClassTime(label);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!classTime}
          loading={csv.isPending}
          onClick={() => csv.mutate(classTime)}
        >
          Export CSV
        </Button>
      </Stack>
      {csv.isError && <ErrorAlert error={csv.error} sx={{ mb: 1 }} />}
      {classTime && <Progress key={classTime} classTime={classTime} />}
    </>
  );
}

/**
 * /assignmentsProgress (club members): students as rows and assignments as columns. Coaches and
 * admins choose a class time (a coach sees only their students); a student sees their own row.
 */
export function AssignmentsProgressPage() {
  const manager = isCoachOrAdmin(useSession()?.roles);
  return (
    <>
      <PageTitle title="Assignments Progress" />
      {manager ? <ClassTimeProgress /> : <Progress />}
    </>
  );
}
