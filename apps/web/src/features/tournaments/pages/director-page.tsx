import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import type { DirectorView } from '@kingside/shared';
import { NotFoundPage } from '@/components/not-found-page';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useDirectorView } from '@/features/tournaments/api/director';
import { SectionPanel } from '@/features/tournaments/components/director-section-panel';
import { ResultChanges } from '@/features/tournaments/components/result-changes';
import { ApiError } from '@/lib/api-client';

function Director({ view }: { view: DirectorView }) {
  const [tab, setTab] = useState(0);
  const section = view.sections[Math.min(tab, view.sections.length - 1)];
  const publicPath = `/tournaments/${encodeURIComponent(view.shortName)}`;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <PageTitle title={`${view.name} — Director`} />
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <RouterLink to={publicPath}>Back to {view.name}</RouterLink>
        <RouterLink to={`${publicPath}/pairings`}>Public pairings</RouterLink>
        <RouterLink to={`${publicPath}/standings`}>Public standings</RouterLink>
      </Stack>
      {section ? (
        <>
          <Tabs
            value={view.sections.indexOf(section)}
            onChange={(_, value: number) => setTab(value)}
            aria-label="Sections"
            // Many sections scroll sideways on a phone rather than cutting the last tab short.
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            sx={{ mb: 2 }}
          >
            {view.sections.map((s) => (
              <Tab key={s.name} label={s.name} />
            ))}
          </Tabs>
          <SectionPanel key={section.name} view={view} section={section} />
        </>
      ) : (
        <Typography>This tournament has no sections with entries yet.</Typography>
      )}
      <ResultChanges tournamentId={view.tournamentId} />
    </Box>
  );
}

/**
 * /director/{id} (issue 16): a tournament director runs one tournament's rounds: pairs each
 * section's next round, changes and publishes the draft, enters and corrects results, withdraws
 * players and exports TRF16.
 */
export function DirectorPage() {
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const view = useDirectorView(valid ? id : 0);
  if (!valid || (view.error instanceof ApiError && view.error.status === 404)) {
    return <NotFoundPage />;
  }
  return (
    <>
      {/* The director's own title names the tournament once it has loaded. */}
      {!view.data && <PageTitle title="Tournament director" />}
      <QueryState query={view} label="Loading the tournament">
        {(loaded) => <Director view={loaded} />}
      </QueryState>
    </>
  );
}
