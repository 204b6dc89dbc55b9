import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { Link as RouterLink, useParams } from 'react-router';
import { ENTRY_MESSAGES, type Tournament } from '@kingside/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SERVER_PAGE_SIZES } from '@/components/editable-grid/server-paging';
import { ErrorAlert } from '@/components/error-alert';
import { NotFoundPage } from '@/components/not-found-page';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { Restricted } from '@/components/restricted';
import { SuccessAlert } from '@/components/success-alert';
import {
  useDownloadSwissSys,
  useEntries,
  useSendReminderEmail,
  useTournamentForEntries,
} from '@/features/tournaments/api/entries';
import { EntriesGrid } from '@/features/tournaments/components/entries-grid';
import { TournamentEmailDialog } from '@/features/tournaments/components/tournament-email-dialog';
import { ApiError } from '@/lib/api-client';

const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: SERVER_PAGE_SIZES[2] };

const isStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

/** The admin's buttons above the grids: upload, the two e-mails and the SwissSys export. */
function AdminActions({ tournament }: { tournament: Tournament }) {
  const [emailOpen, setEmailOpen] = useState(false);
  const [reminderOpen, setReminderOpen] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const reminder = useSendReminderEmail(tournament.id);
  const swissSys = useDownloadSwissSys(tournament.id);
  const failure = reminder.error ?? swissSys.error;
  const clear = () => {
    setSuccess(null);
    reminder.reset();
    swissSys.reset();
  };
  return (
    <>
      <Stack
        direction="row"
        role="toolbar"
        aria-label="Entries administration"
        sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          component={RouterLink}
          to={`/tourEntriesUpload/${tournament.id}`}
        >
          Upload Entry
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            clear();
            setEmailOpen(true);
          }}
        >
          Send Email
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            clear();
            setReminderOpen(true);
          }}
        >
          Send Reminder Email
        </Button>
        <Button
          variant="outlined"
          loading={swissSys.isPending}
          onClick={() => {
            clear();
            swissSys.mutate(tournament.shortName, {
              onSuccess: () => setSuccess(ENTRY_MESSAGES.swissSysDone),
            });
          }}
        >
          Generate SwissSys
        </Button>
      </Stack>
      <SuccessAlert message={success} onClose={() => setSuccess(null)} />
      {failure && <ErrorAlert error={failure} onClose={clear} sx={{ mb: 1 }} />}
      {emailOpen && (
        <TournamentEmailDialog
          tournamentId={tournament.id}
          onClose={() => setEmailOpen(false)}
          onSent={() => setSuccess(ENTRY_MESSAGES.emailSent)}
        />
      )}
      <ConfirmDialog
        open={reminderOpen}
        question="Send the reminder e-mail to every entry?"
        pending={reminder.isPending}
        onClose={() => setReminderOpen(false)}
        onConfirm={() =>
          reminder.mutate(undefined, {
            onSuccess: () => setSuccess(ENTRY_MESSAGES.emailSent),
            onSettled: () => setReminderOpen(false),
          })
        }
      />
    </>
  );
}

function EntriesLists({ tournament }: { tournament: Tournament }) {
  const [mainModel, setMainModel] = useState(FIRST_PAGE);
  const [waitingModel, setWaitingModel] = useState(FIRST_PAGE);
  const main = useEntries(tournament.id, {
    waitingList: false,
    page: mainModel.page,
    size: mainModel.pageSize,
  });
  const waiting = useEntries(tournament.id, {
    waitingList: true,
    page: waitingModel.page,
    size: waitingModel.pageSize,
  });

  if (isStatus(main.error, 403)) return <Restricted variant="content" />;
  return (
    <QueryState query={main} label="Loading the entries">
      {(mainPage) => (
        <>
          {mainPage.canManage && <AdminActions tournament={tournament} />}
          <Box component="section" aria-labelledby="entries-main" sx={{ mb: 4 }}>
            <Typography id="entries-main" component="h2" variant="h5" sx={{ mb: 1 }}>
              Entries ({mainPage.total})
            </Typography>
            <EntriesGrid
              label="Entries"
              tournament={tournament}
              waitingList={false}
              page={mainPage}
              loading={main.isFetching}
              paginationModel={mainModel}
              onPaginationModelChange={setMainModel}
            />
          </Box>
          <Box component="section" aria-labelledby="entries-waiting">
            <Typography id="entries-waiting" component="h2" variant="h5" sx={{ mb: 1 }}>
              Waiting List{waiting.data ? ` (${waiting.data.total})` : ''}
            </Typography>
            <QueryState query={waiting} label="Loading the waiting list">
              {(waitingPage) => (
                <EntriesGrid
                  label="Waiting List"
                  tournament={tournament}
                  waitingList
                  page={waitingPage}
                  loading={waiting.isFetching}
                  paginationModel={waitingModel}
                  onPaginationModelChange={setWaitingModel}
                />
              )}
            </QueryState>
          </Box>
        </>
      )}
    </QueryState>
  );
}

/**
 * /tourEntries/{id} (spec 2 §2, §6): the entries and the waiting list of one tournament. Anyone
 * may open it; the server answers 403 unless the tournament shows its entries or the caller is an
 * admin or assistant, and the page then says Content Restricted.
 */
export function TourEntriesPage() {
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const tournament = useTournamentForEntries(valid ? id : null);
  if (!valid || isStatus(tournament.error, 404)) return <NotFoundPage />;
  return (
    <>
      {!tournament.data && <PageTitle title="Entries" />}
      <QueryState query={tournament} label="Loading the tournament">
        {(t) => (
          <Box sx={{ width: '100%', minWidth: 0 }}>
            <PageTitle title={`${t.name} — Entries`} />
            <Typography sx={{ mb: 2 }}>
              <RouterLink to={`/tournaments/${encodeURIComponent(t.shortName)}`}>
                Back to {t.name}
              </RouterLink>
            </Typography>
            <EntriesLists tournament={t} />
          </Box>
        )}
      </QueryState>
    </>
  );
}
