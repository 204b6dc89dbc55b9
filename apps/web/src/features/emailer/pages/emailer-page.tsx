import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '@/components/page-title';
import { CampaignsTable } from '@/features/emailer/components/campaigns-table';
import { EmailerForm } from '@/features/emailer/components/emailer-form';
import { FALLBACK_CLUB_ABBREVIATION, useClub } from '@/lib/club';

/** /emailer (admin): the title carries the club's abbreviation (spec 2 §2), then the newsletters. */
export function EmailerPage() {
  const { data: club } = useClub();
  const title = `${club?.abbreviation ?? FALLBACK_CLUB_ABBREVIATION} Emailer`;
  usePageMeta(() => title);
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, mx: 'auto', maxWidth: 900 }}>
        <h1 className="page-title">{title}</h1>
        <EmailerForm />
      </Paper>
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        Newsletters
      </Typography>
      <CampaignsTable />
    </>
  );
}
