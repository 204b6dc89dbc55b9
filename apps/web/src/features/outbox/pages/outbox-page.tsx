import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
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
      {outbox.isPending && <CircularProgress aria-label="Loading outbox" />}
      {outbox.isError && <ErrorAlert error={outbox.error} />}
      {outbox.data &&
        (outbox.data.length === 0 ? (
          <Typography>No e-mails yet.</Typography>
        ) : (
          <OutboxTable emails={outbox.data} />
        ))}
    </>
  );
}
