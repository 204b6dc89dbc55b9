import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { PageTitle } from '@/components/page-title';
import { BulkJsonForm } from '@/features/games/components/bulk-json-form';
import { GamesBreadcrumbs } from '@/features/games/components/games-breadcrumbs';
import { PgnUploadForm } from '@/features/games/components/pgn-upload-form';

/** /gamesAdd: many games at once, as Games In JSON or from a PGN file. */
export function GamesAddPage() {
  return (
    <>
      <GamesBreadcrumbs current="Add Games" />
      <PageTitle title="Add Games" />
      <BulkJsonForm />
      <Divider sx={{ my: 4 }} />
      <Typography component="h2" variant="h6">
        From a PGN file
      </Typography>
      <PgnUploadForm />
    </>
  );
}
