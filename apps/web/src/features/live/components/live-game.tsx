import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { LiveAck, LiveGameView } from '@kingside/shared';
import { ChessBoard } from '@/chess/components/chess-board';
import { MoveList } from '@/chess/components/move-list';
import { useChessLib } from '@/chess/logic/chess-lib';
import { createGame, type GameState, type PlayedMove } from '@/chess/logic/game';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { Loading } from '@/components/notice';
import { useMyCopyOfLiveGame } from '@/features/live/api/live-api';
import { PlayerLine } from '@/features/live/components/live-clock';
import { msLeft } from '@/features/live/logic/clock';
import { describeResult } from '@/features/live/logic/describe-result';
import { gameFromView, moveToUci } from '@/features/live/logic/game-from-view';
import { emitLive, type LiveConnection } from '@/features/live/socket/live-socket';
import { useLiveEvent, useOnLiveConnect } from '@/features/live/socket/use-live';

/** How often a running clock redraws, in milliseconds (it shows tenths under 10 s). */
const TICK_MS = 100;

/** A game state and when it arrived (performance.now()), to count the running clock down from. */
type Received = { view: LiveGameView; receivedAt: number };

/** A move played on this board that the server has not answered yet. */
type OptimisticMove = { ply: number; game: GameState };

type GameAction =
  'game:resign' | 'game:offerDraw' | 'game:acceptDraw' | 'game:declineDraw' | 'game:abort';

/** performance.now(), redrawn every TICK_MS while `active`. */
function useTick(active: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(performance.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

const SIDE_NAMES = { white: 'White', black: 'Black' } as const;
const other = (side: 'white' | 'black') => (side === 'white' ? 'black' : 'white');

function GameView({
  received,
  connection,
  onAck,
}: {
  received: Received;
  connection: LiveConnection;
  onAck: (ack: LiveAck<LiveGameView>) => void;
}) {
  const { view, receivedAt } = received;
  const { socket, connected } = connection;
  const chessReady = useChessLib();
  const [optimistic, setOptimistic] = useState<OptimisticMove | null>(null);
  const [confirmResign, setConfirmResign] = useState(false);
  const started = view.status === 'started';
  const clock = view.clock;
  const now = useTick(
    started && clock !== null && (clock.running !== null || clock.firstMoveMsLeft !== null),
  );

  const base = useMemo(
    () => (chessReady ? gameFromView(view) : createGame(view.fen)),
    [view, chessReady],
  );
  const shown = optimistic && optimistic.ply > view.ply ? optimistic.game : base;
  const mySide = view.yourSide;
  const myTurn = started && mySide === view.turn && shown === base;

  // A player's board claims the flag once when the running clock reaches 0 here (the server
  // also ends games on time by itself, so a refusal is not shown).
  useEffect(() => {
    if (!socket || !mySide || view.status !== 'started' || !view.clock?.running) return;
    const left = msLeft(view.clock[view.clock.running], true, receivedAt, performance.now());
    const timer = setTimeout(() => {
      void emitLive(socket, 'game:claimFlag', { gameId: view.id }).then((ack) => {
        if (ack.ok) onAck(ack);
      });
    }, left);
    return () => clearTimeout(timer);
  }, [socket, mySide, view, receivedAt, onAck]);

  const act = async (event: GameAction) => {
    if (!socket) return;
    onAck(await emitLive(socket, event, { gameId: view.id }));
  };

  const move = async (played: PlayedMove, game: GameState) => {
    if (!socket || !myTurn) return;
    setOptimistic({ ply: view.ply + 1, game });
    // clientSeq: the plies this client knew before its move, so a resent move is recognised.
    const ack = await emitLive(socket, 'game:move', {
      gameId: view.id,
      uci: moveToUci(played),
      clientSeq: view.ply,
    });
    if (!ack.ok) setOptimistic(null);
    onAck(ack);
  };

  const bottom = mySide ?? 'white';
  const top = other(bottom);
  const clockMs = (side: 'white' | 'black') =>
    clock ? msLeft(clock[side], started && clock.running === side, receivedAt, now) : null;
  const firstMove =
    started && clock?.firstMoveMsLeft != null
      ? Math.ceil(msLeft(clock.firstMoveMsLeft, true, receivedAt, now) / 1000)
      : null;
  const result = describeResult(view);
  // Once it has ended, a player's copy in My Games links to the engine's review.
  const myCopy = useMyCopyOfLiveGame(view.id, !started && mySide !== null && view.ply > 0);
  const opponentOffers = mySide !== null && view.drawOfferBy === other(mySide);
  const iOffered = mySide !== null && view.drawOfferBy === mySide;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
      <Stack sx={{ gap: 1, width: { xs: '100%', md: 520 }, maxWidth: '100%', flexShrink: 0 }}>
        <PlayerLine
          side={top}
          name={view[top].name}
          ms={clockMs(top)}
          running={started && clock?.running === top}
        />
        <ChessBoard
          ariaLabel="Live game"
          game={shown}
          onMove={(played, game) => void move(played, game)}
          orientation={bottom}
          interactive={myTurn && connected}
        />
        <PlayerLine
          side={bottom}
          name={view[bottom].name}
          ms={clockMs(bottom)}
          running={started && clock?.running === bottom}
        />
      </Stack>
      <Stack sx={{ gap: 2, minWidth: 240 }}>
        {result && (
          <Alert severity="info" role="status">
            {result}
          </Alert>
        )}
        {!mySide && <Typography>Watching</Typography>}
        {started && (
          <Typography>
            {SIDE_NAMES[view.turn]} to move
            {mySide === view.turn ? ' (your move)' : ''}
          </Typography>
        )}
        {firstMove !== null && <Typography>First move: {firstMove} s</Typography>}
        {started && view.drawOfferBy && (
          <Typography>
            {iOffered ? 'You offered a draw.' : `${view[view.drawOfferBy].name} offers a draw.`}
          </Typography>
        )}
        {started && mySide && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" color="error" onClick={() => setConfirmResign(true)}>
              Resign
            </Button>
            {opponentOffers ? (
              <>
                <Button variant="contained" onClick={() => void act('game:acceptDraw')}>
                  Accept draw
                </Button>
                <Button variant="outlined" onClick={() => void act('game:declineDraw')}>
                  Decline draw
                </Button>
              </>
            ) : (
              <Button
                variant="outlined"
                disabled={iOffered}
                onClick={() => void act('game:offerDraw')}
              >
                Offer draw
              </Button>
            )}
            {view.ply < 2 && (
              <Button variant="outlined" onClick={() => void act('game:abort')}>
                Abort
              </Button>
            )}
          </Stack>
        )}
        <MoveList sans={view.sans} startFen={view.startFen} />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          {myCopy.data && (
            <Link component={RouterLink} to={`/myGames/${myCopy.data.id}/review`}>
              Review this game
            </Link>
          )}
          {!started && (
            <Link component={RouterLink} to="/myGames">
              My Games
            </Link>
          )}
          <Link component={RouterLink} to="/playLive">
            Back to Play Live
          </Link>
        </Stack>
      </Stack>
      <ConfirmDialog
        question="Are you sure you want to resign?"
        open={confirmResign}
        pending={false}
        destructive
        onConfirm={() => {
          setConfirmResign(false);
          void act('game:resign');
        }}
        onClose={() => setConfirmResign(false)}
      />
    </Stack>
  );
}

/**
 * One live game, played or watched: joins its room at every connect (and again after a
 * reconnect), follows game:state, and leaves the room when the page closes.
 */
export function LiveGame({ gameId, connection }: { gameId: string; connection: LiveConnection }) {
  const { socket } = connection;
  const [received, setReceived] = useState<Received | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const show = (view: LiveGameView) => {
    if (view.id === gameId) setReceived({ view, receivedAt: performance.now() });
  };
  const onAck = (ack: LiveAck<LiveGameView>) => {
    if (ack.ok) {
      setProblem(null);
      show(ack.data);
    } else setProblem(ack.message);
  };

  useOnLiveConnect(connection, () => {
    if (!socket) return;
    void emitLive(socket, 'game:join', { gameId }).then(onAck);
  });
  useLiveEvent(connection, 'game:state', show);
  useEffect(() => {
    if (!socket) return;
    return () => {
      socket.emit('game:leave', { gameId });
    };
  }, [socket, gameId]);

  return (
    <>
      {problem && (
        <ErrorAlert messages={[problem]} onClose={() => setProblem(null)} sx={{ mb: 2 }} />
      )}
      {received ? (
        <GameView received={received} connection={connection} onAck={onAck} />
      ) : problem ? (
        <Link component={RouterLink} to="/playLive">
          Back to Play Live
        </Link>
      ) : (
        <Loading label="Joining the game…" />
      )}
    </>
  );
}
