import { useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { normalizeDirPath, type GameSummary } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { SuccessAlert } from '@/components/success-alert';
import { useGamesByDir } from '@/features/games/api/get-games';
import { DeleteGamesPanel } from '@/features/games/components/delete-games-confirm';
import { gameIdsParam } from '@/features/games/components/game-ids';
import { GamesBreadcrumbs } from '@/features/games/components/games-breadcrumbs';
import { GamesGrid, selectedGameIds } from '@/features/games/components/games-grid';

const NOTHING_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The directory's games with their ticks, the ticked ones by name, and the confirmation. Only
 * games listed in the directory can be ticked, so an id in the address from elsewhere is ignored.
 */
function DeleteChoice({
  dirPath,
  rows,
  selection,
  onSelectionChange,
  onDeleted,
  onClose,
}: {
  dirPath: string;
  rows: readonly GameSummary[];
  selection: GridRowSelectionModel;
  onSelectionChange: (model: GridRowSelectionModel) => void;
  onDeleted: (message: string) => void;
  onClose: () => void;
}) {
  const ticked = selectedGameIds(selection, rows);
  const tickedRows = rows.filter((row) => ticked.includes(row.id));
  return (
    <>
      <GamesGrid
        label={`Games in ${dirPath}`}
        rows={rows}
        empty={`No games in ${dirPath}: there is nothing to delete here.`}
        selection={selection}
        onSelectionChange={onSelectionChange}
      />
      {ticked.length === 0 ? (
        rows.length > 0 && <Typography sx={{ my: 2 }}>Tick the games to delete.</Typography>
      ) : (
        <>
          <ul aria-label="Games to delete">
            {tickedRows.map((row) => (
              <li key={row.id}>{row.name}</li>
            ))}
          </ul>
          <DeleteGamesPanel
            // A new choice asks afresh: a refusal naming assignments was about the last one.
            key={ticked.join(',')}
            ids={ticked}
            label={ticked.length === 1 ? '1 game' : `${ticked.length} games`}
            onDeleted={onDeleted}
            onClose={onClose}
          />
        </>
      )}
    </>
  );
}

/**
 * /gameDelete?dirPath=&ids= (coaches and admins, spec 2 "Delete Games (to /gameDelete)"): the
 * directory's games with the ones ticked on /games still ticked; ticking others and confirming
 * deletes them, and the list shows what is left. No goes back to the directory.
 */
export function GameDeletePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dirPath = normalizeDirPath(searchParams.get('dirPath') ?? '/');
  const games = useGamesByDir(dirPath);
  const [selection, setSelection] = useState<GridRowSelectionModel>(() => ({
    type: 'include',
    ids: new Set(gameIdsParam(searchParams.get('ids'))),
  }));
  const [deleted, setDeleted] = useState<string | null>(null);
  const back = `/games?${new URLSearchParams({ dirPath }).toString()}`;
  return (
    <>
      <GamesBreadcrumbs current="Delete Games" dirPath={dirPath} />
      <PageTitle title="Delete Games" />
      <SuccessAlert message={deleted} onClose={() => setDeleted(null)} />
      <QueryState query={games} label="Loading the games">
        {(rows) => (
          <DeleteChoice
            dirPath={dirPath}
            rows={rows}
            selection={selection}
            onSelectionChange={(model) => {
              setDeleted(null);
              setSelection(model);
            }}
            onDeleted={(message) => {
              setDeleted(message);
              setSelection(NOTHING_SELECTED);
            }}
            onClose={() => void navigate(back)}
          />
        )}
      </QueryState>
      <Typography sx={{ mt: 2 }}>
        <Link component={RouterLink} to={back}>
          Back to Games
        </Link>
      </Typography>
    </>
  );
}
