import Breadcrumbs from '@mui/material/Breadcrumbs';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PgnViewer } from '@/chess/viewer/pgn-viewer';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
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
      {opening.isPending ? (
        <CircularProgress aria-label="Loading the opening" />
      ) : opening.isError ? (
        <ErrorAlert error={opening.error} />
      ) : (
        <>
          {opening.data.notes && (
            <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{opening.data.notes}</Typography>
          )}
          <PgnViewer pgn={opening.data.pgn} ariaLabel={`Board of ${title}`} />
        </>
      )}
    </>
  );
}
