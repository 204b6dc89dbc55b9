import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PgnViewer } from '@/chess/viewer/pgn-viewer';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useOpening } from '@/features/openings/api/get-opening';

/** /opening/:gameId (club members): one line of the repertoire, stepped through on a board. */
export function OpeningPage() {
  const id = Number(useParams().gameId);
  const opening = useOpening(id);
  const title = opening.data ? `${opening.data.eco} ${opening.data.name}` : 'Opening';

  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/openings" underline="hover" color="inherit">
          Openings
        </Link>
        <Typography sx={{ color: 'text.primary' }}>{opening.data?.eco ?? 'Opening'}</Typography>
      </Breadcrumbs>
      <PageTitle title={title} />
      <QueryState query={opening} label="Loading the opening">
        {({ notes, pgn }) => (
          <>
            {notes && <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{notes}</Typography>}
            <PgnViewer pgn={pgn} ariaLabel={`Board of ${title}`} />
          </>
        )}
      </QueryState>
    </>
  );
}
