import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DirectorView } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { CardList } from '@/components/editable-grid/row-cards';
import { ScreenFit } from '@/components/screen-fit';
import { SimpleTable } from '@/components/simple-table';
import { useCheckIn, useUndoWithdrawal, useWithdraw } from '@/features/tournaments/api/director';

const COLUMNS = [
  'Name',
  'Rating',
  'Score',
  'Checked in',
  'Withdrawn from round',
  'Byes requested',
  'Actions',
];

type Section = DirectorView['sections'][number];
type Player = Section['players'][number];

/** The first round a withdrawal now takes effect: the next one not yet paired or published. */
function withdrawalRound(section: Section): number {
  const { action, round } = section.nextAction;
  return action === 'pair' ? round : round + 1;
}

/** What a player's row or card can do: check in or out, withdraw, undo the withdrawal. */
type PlayerActions = {
  checkIn: ReturnType<typeof useCheckIn>;
  withdraw: ReturnType<typeof useWithdraw>;
  undo: ReturnType<typeof useUndoWithdrawal>;
  /** The round a withdrawal starts from, and the tournament's last round. */
  fromRound: number;
  rounds: number;
};

/** The check-in toggle: "Yes" (or `checkedInText`) once checked in, "Check in" before. */
function CheckInButton({
  player: p,
  actions: { checkIn },
  checkedInText = 'Yes',
}: {
  player: Player;
  actions: PlayerActions;
  checkedInText?: string;
}) {
  return (
    <Button
      size="small"
      aria-label={`${p.verified ? 'Check out' : 'Check in'} ${p.name}`}
      aria-pressed={p.verified}
      disabled={checkIn.isPending}
      onClick={() => checkIn.mutate([{ entryId: p.id, verified: !p.verified }])}
    >
      {p.verified ? checkedInText : 'Check in'}
    </Button>
  );
}

function WithdrawButton({
  player: p,
  actions: { withdraw, undo, fromRound, rounds },
}: {
  player: Player;
  actions: PlayerActions;
}) {
  return p.withdrawnFromRound === null ? (
    <Button
      size="small"
      aria-label={`Withdraw ${p.name}`}
      disabled={fromRound > rounds || withdraw.isPending}
      onClick={() => withdraw.mutate({ entryId: p.id, fromRound })}
    >
      Withdraw
    </Button>
  ) : (
    <Button
      size="small"
      aria-label={`Undo withdrawal ${p.name}`}
      disabled={undo.isPending}
      onClick={() => undo.mutate(p.id)}
    >
      Undo withdrawal
    </Button>
  );
}

/** What a section with no players says, on a computer and on a phone. */
const NO_PLAYERS =
  'No players have entered this section yet. Entries appear here as players register, or add one with Add Entry on the tournament’s entries page.';

const ratingText = (p: Player) => (p.unrated ? 'unrated' : String(p.rating));

function PlayersGrid({ section, actions }: { section: Section; actions: PlayerActions }) {
  return (
    <SimpleTable label={`${section.name} players`} columns={COLUMNS} empty={NO_PLAYERS}>
      {section.players.map((p) => (
        <TableRow key={p.id}>
          <TableCell>{p.name}</TableCell>
          <TableCell>{ratingText(p)}</TableCell>
          <TableCell>{p.score}</TableCell>
          <TableCell>
            <CheckInButton player={p} actions={actions} />
          </TableCell>
          <TableCell>{p.withdrawnFromRound ?? ''}</TableCell>
          <TableCell>{p.byesRequested.join(', ')}</TableCell>
          <TableCell>
            <WithdrawButton player={p} actions={actions} />
          </TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}

/** The players as cards, for a phone: the table's seven columns do not fit its width. */
function PlayerCards({ section, actions }: { section: Section; actions: PlayerActions }) {
  return (
    <CardList
      label={`${section.name} players`}
      empty={NO_PLAYERS}
      cards={section.players.map((p) => ({
        key: p.id,
        title: p.name,
        lines: [
          { label: 'Rating', text: ratingText(p) },
          { label: 'Score', text: String(p.score) },
          { label: 'Checked in', text: p.verified ? 'Yes' : 'No' },
          ...(p.withdrawnFromRound !== null
            ? [{ label: 'Withdrawn from round', text: String(p.withdrawnFromRound) }]
            : []),
          ...(p.byesRequested.length > 0
            ? [{ label: 'Byes requested', text: p.byesRequested.join(', ') }]
            : []),
        ],
        actions: (
          <>
            <CheckInButton player={p} actions={actions} checkedInText="Check out" />
            <WithdrawButton player={p} actions={actions} />
          </>
        ),
      }))}
    />
  );
}

/**
 * A section's players with their check-in, score, withdrawal and byes: a table, or a card each on
 * a phone, where the table's headings would not fit.
 */
export function PlayersTable({
  tournamentId,
  section,
  rounds,
}: {
  tournamentId: number;
  section: Section;
  rounds: number;
}) {
  const withdraw = useWithdraw(tournamentId);
  const undo = useUndoWithdrawal(tournamentId);
  const checkIn = useCheckIn(tournamentId);
  const actions: PlayerActions = {
    checkIn,
    withdraw,
    undo,
    fromRound: withdrawalRound(section),
    rounds,
  };
  const failure = withdraw.error ?? undo.error ?? checkIn.error;
  const waiting = section.players.filter((p) => !p.verified);
  return (
    <>
      {failure && (
        <ErrorAlert
          error={failure}
          onClose={() => {
            withdraw.reset();
            undo.reset();
            checkIn.reset();
          }}
          sx={{ mb: 1 }}
        />
      )}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography>
          {section.players.length - waiting.length} of {section.players.length} checked in. Only
          checked-in players are paired.
        </Typography>
        {waiting.length > 0 && (
          <Button
            size="small"
            variant="outlined"
            disabled={checkIn.isPending}
            onClick={() => checkIn.mutate(waiting.map((p) => ({ entryId: p.id, verified: true })))}
          >
            Check in everyone
          </Button>
        )}
      </Stack>
      <ScreenFit
        below="phone"
        wide={<PlayersGrid section={section} actions={actions} />}
        narrow={<PlayerCards section={section} actions={actions} />}
      />
    </>
  );
}
