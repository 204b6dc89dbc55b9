import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ADMIN_SUMMARY_DAYS, backupNotices, type AdminSummary } from '@kingside/shared';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useClub } from '@/lib/club';
import { QueryState } from '@/components/query-state';
import { useAdminSummary } from '@/features/admin/api/get-admin-summary';

type Count = { label: string; to: string; value: (summary: AdminSummary) => number };

/** What needs an admin, each count linking to the grid where it is dealt with. */
const TILES: { title: string; counts: Count[] }[] = [
  {
    title: 'Inquiries to answer',
    counts: [
      {
        label: 'Not marked answered yet',
        to: '/inquiries',
        value: (s) => s.inquiriesToAnswer,
      },
    ],
  },
  {
    title: 'Payments needing attention',
    counts: [
      {
        label: 'Paid but not recorded, or stuck in processing',
        to: '/admin/payments',
        value: (s) => s.paymentsNeedingAttention,
      },
    ],
  },
  {
    title: `Registrations in the last ${ADMIN_SUMMARY_DAYS} days`,
    counts: [
      {
        label: 'Summer camp',
        to: '/camp/registrations',
        value: (s) => s.registrationsThisWeek.camp,
      },
      {
        label: 'RJ Lee after-school',
        to: '/RJLEE/registrations',
        value: (s) => s.registrationsThisWeek.rjlee,
      },
      {
        label: 'Mustang after-school',
        to: '/mustang/registrations',
        value: (s) => s.registrationsThisWeek.mustang,
      },
    ],
  },
];

function Tile({
  title,
  counts,
  summary,
}: {
  title: string;
  counts: Count[];
  summary: AdminSummary;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {counts.map((count) => (
          <li key={count.to}>
            <Link component={RouterLink} to={count.to} underline="hover">
              <Typography component="span" variant="h4" sx={{ mr: 1 }}>
                {count.value(summary)}
              </Typography>{' '}
              {count.label}
            </Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * The newest backup and restore drill (docs/decisions/0072): green when recent, amber when old or
 * missing, red when the last one failed.
 */
function BackupsTile({ backups }: { backups: AdminSummary['backups'] }) {
  const timeZone = useClub().data?.timezone;
  const notices = backupNotices(backups, new Date(), timeZone ? { timeZone } : {});
  return (
    <Paper variant="outlined" component="section" aria-label="Backups" sx={{ p: 2, mt: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Backups
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Alert severity={notices.backup.severity} aria-label="Newest backup">
          {notices.backup.text}
        </Alert>
        <Alert severity={notices.drill.severity} aria-label="Restore drill">
          {notices.drill.text}
        </Alert>
      </Box>
    </Paper>
  );
}

/** /admin: the admin start page, with the counts that need an admin now. */
export function AdminHomePage() {
  const summary = useAdminSummary();
  return (
    <>
      <PageTitle title="Admin" />
      <Typography sx={{ mb: 2 }}>
        What needs attention now. The Admin menu lists every grid, by what it is for.
      </Typography>
      <QueryState query={summary} label="Loading the summary">
        {(counts) => (
          <>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              }}
            >
              {TILES.map((tile) => (
                <Tile key={tile.title} title={tile.title} counts={tile.counts} summary={counts} />
              ))}
            </Box>
            <BackupsTile backups={counts.backups} />
          </>
        )}
      </QueryState>
    </>
  );
}
