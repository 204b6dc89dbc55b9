import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useOutbox } from '@/features/outbox/api/get-outbox';
import { OutboxTable } from '@/features/outbox/components/outbox-table';

/** /admin/outbox: every e-mail the server wrote, so an admin can read what was sent. */
export function OutboxPage() {
  const outbox = useOutbox();
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <PageTitle title="Outbox" />
        <Button
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
          variant="outlined"
        >
          Refresh
        </Button>
      </Stack>
      <QueryState query={outbox} label="Loading outbox" empty="No e-mails yet.">
        {(emails) => <OutboxTable emails={emails} />}
      </QueryState>
    </>
  );
}
