import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  ASSIGNMENT_MESSAGES,
  GAME_IDS_MAX,
  normalizeDirPath,
  type GameSummary,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { SuccessAlert } from '@/components/success-alert';
import { useDirPaths } from '@/features/games/api/get-dir-paths';
import { useGamesByDir } from '@/features/games/api/get-games';
import { useOpenAssignment } from '@/features/games/api/get-my-assignment';
import { AssignUsersDialog } from '@/features/games/components/assign-users-dialog';
import { AssignedUsersDialog } from '@/features/games/components/assigned-users-dialog';
import { DirDialog, type DirAction } from '@/features/games/components/dir-dialog';
import { buildDirTree } from '@/features/games/components/dir-paths';
import { DirTree, gamesDirHref } from '@/features/games/components/dir-tree';
import { GamesGrid, selectedGameIds } from '@/features/games/components/games-grid';
import { ApiError } from '@/lib/api-client';

const DIR_BUTTONS: readonly { action: DirAction; label: string }[] = [
  { action: 'create', label: 'New Directory' },
  { action: 'rename', label: 'Rename Directory' },
  { action: 'move', label: 'Move Directory' },
];

const NOTHING_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The dialogs the games' buttons open. */
type GamesDialog = 'assignUsers' | 'assignedUsers';

/** Why a game's assignment could not be opened: not assigned yet (404), or the failure's text. */
function openFailure(error: unknown): string[] {
  return [
    error instanceof ApiError && error.status === 404
      ? ASSIGNMENT_MESSAGES.notAssignedGame
      : error instanceof Error
        ? error.message
        : String(error),
  ];
}

/**
 * /games and /games?dirPath=: the directory tree on the left (with New, Rename and Move
 * directory dialogs) and the selected directory's games, which can be added, shown and assigned
 * (to students or class times), each with a button opening its assignment. Delete Games and
 * Assign Games lead to /gameDelete and /gameAssign with the directory and the ticked games.
 */
export function GamesPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dirPath = normalizeDirPath(searchParams.get('dirPath') ?? '/');
  const dirPaths = useDirPaths();
  const games = useGamesByDir(dirPath);
  const openAssignment = useOpenAssignment();
  const [dialog, setDialog] = useState<DirAction | null>(null);
  const [gamesDialog, setGamesDialog] = useState<GamesDialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Ticks belong to one directory: another directory starts with none.
  const [selection, setSelection] = useState({ dir: dirPath, model: NOTHING_SELECTED });
  const model = selection.dir === dirPath ? selection.model : NOTHING_SELECTED;

  const rows = games.data ?? [];
  const allPaths = dirPaths.data ?? ['/'];
  const ticked = selectedGameIds(model, rows);
  // The display grid takes at most GAME_IDS_MAX games at once.
  const shown = (ticked.length > 0 ? ticked : rows.map((r) => r.id)).slice(0, GAME_IDS_MAX);
  const tickedGame = ticked.length === 1 ? rows.find((r) => r.id === ticked[0]) : undefined;
  // Delete Games and Assign Games take the directory and the ticked games to their pages.
  const tickedQuery = new URLSearchParams({ dirPath });
  if (ticked.length > 0) tickedQuery.set('ids', ticked.join(','));

  const { mutate: open, reset: resetOpen } = openAssignment;
  const onOpenAssignment = useCallback((game: GameSummary) => open(game.id), [open]);

  const openDialog = (which: GamesDialog) => {
    setNotice(null);
    resetOpen();
    setGamesDialog(which);
  };

  return (
    <>
      <PageTitle title="Games" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 1.5, width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
          <QueryState query={dirPaths} label="Loading the directories">
            {(paths) => (
              <DirTree
                root={buildDirTree(paths.includes(dirPath) ? paths : [...paths, dirPath])}
                selected={dirPath}
              />
            )}
          </QueryState>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            {DIR_BUTTONS.map(({ action, label }) => (
              <Button
                key={action}
                size="small"
                variant="outlined"
                onClick={() => setDialog(action)}
                // The root directory cannot be renamed or moved.
                disabled={action !== 'create' && dirPath === '/'}
              >
                {label}
              </Button>
            ))}
          </Stack>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Tabs value={0} aria-label="Selected directory">
            <Tab label={dirPath} id="games-dir-tab" aria-controls="games-dir-panel" />
          </Tabs>
          <Box id="games-dir-panel" role="tabpanel" aria-labelledby="games-dir-tab" sx={{ pt: 2 }}>
            <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                variant="contained"
                component={RouterLink}
                to={`/gameAdd?${new URLSearchParams({ dirPath }).toString()}`}
              >
                Add Game
              </Button>
              <Button
                variant="outlined"
                color="error"
                component={RouterLink}
                to={`/gameDelete?${tickedQuery.toString()}`}
              >
                Delete Games
              </Button>
              <Button
                variant="outlined"
                component={RouterLink}
                to={`/gameAssign?${tickedQuery.toString()}`}
              >
                Assign Games
              </Button>
              <Button variant="outlined" onClick={() => openDialog('assignUsers')}>
                Assign Users
              </Button>
              <Button
                variant="outlined"
                disabled={!tickedGame}
                onClick={() => openDialog('assignedUsers')}
              >
                Assigned Users
              </Button>
              <Button variant="outlined" component={RouterLink} to="/gamesAdd">
                Add Games In Bulk
              </Button>
              <Button
                variant="outlined"
                component={RouterLink}
                to={`/gamesDisplay/${shown.join(',')}`}
                disabled={shown.length === 0}
              >
                Show All Games
              </Button>
            </Stack>
            <SuccessAlert message={notice} onClose={() => setNotice(null)} />
            {openAssignment.isError && (
              <ErrorAlert
                messages={openFailure(openAssignment.error)}
                onClose={resetOpen}
                sx={{ mb: 1 }}
              />
            )}
            <QueryState query={games} label="Loading the games">
              {(list) => (
                <GamesGrid
                  label={`Games in ${dirPath}`}
                  rows={list}
                  empty={`No games in ${dirPath} yet. Add one with Add Game or Add Games In Bulk.`}
                  selection={model}
                  onSelectionChange={(next) => setSelection({ dir: dirPath, model: next })}
                  onOpenAssignment={onOpenAssignment}
                />
              )}
            </QueryState>
          </Box>
        </Box>
      </Stack>
      {gamesDialog === 'assignUsers' && (
        <AssignUsersDialog
          gameIds={ticked}
          dirPath={dirPath}
          onClose={() => setGamesDialog(null)}
          onAssigned={(result) => {
            setGamesDialog(null);
            setNotice(result.message);
          }}
        />
      )}
      {gamesDialog === 'assignedUsers' && tickedGame && (
        <AssignedUsersDialog game={tickedGame} onClose={() => setGamesDialog(null)} />
      )}
      {dialog && (
        <DirDialog
          action={dialog}
          dir={dirPath}
          allPaths={allPaths}
          onClose={() => setDialog(null)}
          onDone={(path) => {
            setDialog(null);
            void navigate(gamesDirHref(path));
          }}
        />
      )}
    </>
  );
}
