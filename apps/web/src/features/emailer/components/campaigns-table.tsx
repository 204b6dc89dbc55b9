import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import { formatDateTime, type EmailCampaign } from '@kingside/shared';
import { TablePages, useTablePage } from '@/components/table-pages';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { QueryState } from '@/components/query-state';
import { useCampaigns } from '@/features/emailer/api/emailer';
import { TableRegion } from '@/components/table-region';

const STATUS_COLOR = {
  sending: 'warning',
  done: 'success',
  failed: 'error',
} as const satisfies Record<EmailCampaign['status'], string>;

function Progress({ campaign: c }: { campaign: EmailCampaign }) {
  const done = c.sent + c.skipped;
  const percent = c.total === 0 ? 100 : Math.round((done / c.total) * 100);
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Progress of ${c.subject}`}
      />
      <Typography variant="body2">
        {c.sent}/{c.total} sent
        {c.skipped > 0 && `, ${c.skipped} unsubscribed`}
      </Typography>
      {c.lastError && (
        <Typography variant="body2" color="error">
          {c.lastError}
        </Typography>
      )}
    </Box>
  );
}

/** The newsletters sent from the emailer, newest first, with live progress while sending. */
export function CampaignsTable() {
  const paging = useTablePage(10);
  const campaigns = useCampaigns(paging.page, paging.size);
  return (
    <QueryState
      query={campaigns}
      label="Loading newsletters"
      empty="No newsletters sent yet."
      isEmpty={(list) => list.total === 0}
    >
      {(data) => (
        <>
          <TableRegion label="Newsletters table">
            <Table size="small" aria-label="Newsletters">
              <TableHead>
                <TableRow>
                  <TableCell>Subject</TableCell>
                  <TableCell>Sent by</TableCell>
                  <TableCell>Created</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Progress</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{c.subject}</TableCell>
                    <TableCell>{c.createdBy ?? '—'}</TableCell>
                    <TableCell>
                      <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
                    </TableCell>
                    <TableCell>
                      <Chip label={c.status} color={STATUS_COLOR[c.status]} size="small" />
                    </TableCell>
                    <TableCell>
                      <Progress campaign={c} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableRegion>
          <TablePages
            label="Newsletter pages"
            total={data.total}
            sizes={[10, 25, 50]}
            {...paging}
          />
        </>
      )}
    </QueryState>
  );
}
