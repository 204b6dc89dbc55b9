import { useState } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNavigate } from 'react-router';
import { useServerList } from '@/components/editable-grid/server-paging';
import { QueryState } from '@/components/query-state';
import { TitleBar } from '@/components/title-bar';
import { SuccessAlert } from '@/components/success-alert';
import { useMyGames } from '@/features/mygames/api/get-my-games';
import { MyGamesGrid } from '@/features/mygames/components/my-games-grid';
import { UploadPgnDialog } from '@/features/mygames/components/upload-pgn-dialog';

/** /myGames (club members): the member's own games, paged by the server; Upload PGN adds more. */
export function MyGamesPage() {
  const list = useServerList({
    sortable: [] as const,
    initialSort: { field: 'createdDate', direction: 'desc' },
  });
  const games = useMyGames({ page: list.params.page, size: list.params.size });
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <TitleBar title="My Games">
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => {
            setNotice(null);
            setUploading(true);
          }}
        >
          Upload PGN
        </Button>
      </TitleBar>
      <SuccessAlert message={notice} onClose={() => setNotice(null)} />
      <QueryState query={games} label="Loading your games">
        {(page) => (
          <MyGamesGrid
            rows={page.items}
            loading={games.isFetching}
            paging={list.paging(page.total)}
            onOpen={(game) => void navigate(`/myGame/${game.id}`)}
          />
        )}
      </QueryState>
      {uploading && (
        <UploadPgnDialog
          onClose={() => setUploading(false)}
          onUploaded={(result) => {
            setUploading(false);
            setNotice(
              `${result.message}: ${result.games.length} ${result.games.length === 1 ? 'game' : 'games'}.`,
            );
          }}
        />
      )}
    </>
  );
}
