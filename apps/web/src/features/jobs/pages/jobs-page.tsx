import { useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { JOB_MESSAGES, type JobState } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { SuccessAlert } from '@/components/success-alert';
import { TablePages, useTablePage } from '@/components/table-pages';
import { useJobs, useRetryJob } from '@/features/jobs/api/jobs';
import { JobsTable } from '@/features/jobs/components/jobs-table';

const TABS: { state: JobState | undefined; label: string }[] = [
  { state: 'failed', label: 'Failed' },
  { state: 'running', label: 'Running' },
  { state: 'queued', label: 'Queued' },
  { state: 'done', label: 'Done' },
  { state: undefined, label: 'All' },
];

const EMPTY: Record<string, string> = {
  failed: 'No job has failed. A job that fails on every try is kept here to be retried.',
  running: 'No job is running right now.',
  queued: 'No job is waiting.',
  done: 'No job finished in the last days.',
  all: 'No jobs yet: they appear once the server has run its first background work.',
};

/**
 * /admin/jobs (docs/decisions/0052): the background work of every server, queued, running,
 * failed with its error (and a Retry), or done; read again every few seconds.
 */
export function JobsPage() {
  const [tab, setTab] = useState(0);
  const state = TABS[tab]!.state;
  const paging = useTablePage(25);
  const jobs = useJobs(state, paging.page, paging.size);
  const retry = useRetryJob();
  const counts = jobs.data?.counts;
  const empty = EMPTY[state ?? 'all']!;
  return (
    <>
      <PageTitle title="Jobs" />
      <Tabs
        value={tab}
        onChange={(_event, next: number) => {
          setTab(next);
          paging.reset();
        }}
        // On a phone the last tabs scroll into view with arrows, rather than sit unseen.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Job states"
      >
        {TABS.map((t) => (
          <Tab
            key={t.label}
            label={t.state && counts ? `${t.label} (${counts[t.state]})` : t.label}
          />
        ))}
      </Tabs>
      <SuccessAlert
        message={retry.isSuccess ? JOB_MESSAGES.retried : null}
        onClose={() => retry.reset()}
      />
      {retry.isError && <ErrorAlert error={retry.error} />}
      <QueryState
        query={jobs}
        label="Loading the jobs"
        empty={empty}
        isEmpty={(list) => list.total === 0}
      >
        {({ items, total }) => (
          <>
            <JobsTable
              jobs={items}
              empty={empty}
              onRetry={(job) => retry.mutate(job.id)}
              retrying={retry.isPending ? (retry.variables ?? null) : null}
            />
            <TablePages
              label="Job pages"
              total={total}
              sizes={[25, 50, 100]}
              page={paging.page}
              size={paging.size}
              onChange={paging.onChange}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
