import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ChessBoard } from '@/chess/components/chess-board';
import { MoveList } from '@/chess/components/move-list';
import { useChessLib } from '@/chess/logic/chess-lib';
import { createGame, fullMoveNumber, type GameState } from '@/chess/logic/game';
import { NATIVE_SELECT } from '@/components/native-select';
import type { EngineState } from '@/features/engine/engine/use-engine';
import { ClockFace } from '@/features/engine/components/clock-face';
import {
  createClock,
  flagged,
  pressClock,
  stopClock,
  timeLeft,
  type ClockState,
  type TimeControl,
} from '@/features/engine/logic/clock';
import {
  applyUciMove,
  describeOutcome,
  gameOutcome,
  timeoutOutcome,
  uciMoves,
  type Outcome,
} from '@/features/engine/logic/engine-game';
import { ENGINE_LEVELS, engineThinkTime, type EngineLevel } from '@/features/engine/logic/levels';

const SIDE_NAME = { w: 'White', b: 'Black' } as const;

type Round = {
  /** Counts games, so an engine answer for an earlier game is dropped. */
  id: number;
  game: GameState;
  clock: ClockState | null;
  outcome: Outcome | null;
  control: TimeControl;
};

export type EngineGameProps = {
  engine: EngineState;
  /** Where each game starts. */
  startFen: string;
  /** The side the user plays; the board shows it at the bottom. */
  player: 'w' | 'b';
  /** The clock choices, in the order the Clock list shows them. */
  timeControls: readonly TimeControl[];
  /** The clock the first game starts with; the first of `timeControls` when not given. */
  initialControl?: TimeControl;
  initialLevel: EngineLevel;
  ariaLabel: string;
  /** Board and animation settings for tests (jsdom has no layout). */
  showAnimations?: boolean;
};

/**
 * A game against the engine from `startFen`: the user's moves on the board (promotions are to a
 * queen), the engine's answered by itself, clocks with increments, the result, Resign and New
 * game. No clock runs before the user's first move (as on Lichess).
 */
export function EngineGame({
  engine,
  startFen,
  player,
  timeControls,
  initialControl,
  initialLevel,
  ariaLabel,
  showAnimations,
}: EngineGameProps) {
  useChessLib();
  const firstControl = initialControl ?? (timeControls[0] as TimeControl);
  const [level, setLevel] = useState(initialLevel);
  const [nextControl, setNextControl] = useState(firstControl);
  const [round, setRound] = useState<Round>(() => ({
    id: 1,
    game: createGame(startFen),
    clock: createClock(firstControl),
    outcome: null,
    control: firstControl,
  }));
  const [now, setNow] = useState(() => Date.now());
  const [engineError, setEngineError] = useState<string | null>(null);
  const computer = player === 'w' ? 'b' : 'w';
  const ready = engine.status === 'ready' ? engine.engine : null;

  // A new preset (the end-game page's ?pos=) starts a new game, set during render.
  const [shownFen, setShownFen] = useState(startFen);
  if (shownFen !== startFen) {
    setShownFen(startFen);
    setRound((r) => ({
      ...r,
      id: r.id + 1,
      game: createGame(startFen),
      clock: createClock(r.control),
      outcome: null,
    }));
  }

  const turn = round.game.fen.split(' ')[1] === 'b' ? 'b' : 'w';
  const engineToMove = !round.outcome && turn === computer;

  // The engine's move: searched in the worker, then played if the game is still the same one.
  useEffect(() => {
    if (!ready || !engineToMove) return;
    const { id, game, clock } = round;
    ready.setOption('Skill Level', level.skill);
    const clockLeft = clock ? timeLeft(clock, computer, Date.now()) : null;
    ready
      .search({
        fen: game.startFen,
        moves: uciMoves(game),
        movetime: engineThinkTime(level, clockLeft, clock?.increment ?? 0),
      })
      .then((result) => {
        if (!result?.move) return;
        const played = applyUciMove(game, result.move);
        if (!played.ok) {
          setEngineError(played.error);
          return;
        }
        setRound((current) => {
          if (current.id !== id || current.outcome || current.game !== game) return current;
          const at = Date.now();
          const pressed = current.clock?.running
            ? pressClock(current.clock, computer, at)
            : current.clock;
          const outcome = gameOutcome(played.state);
          return {
            ...current,
            game: played.state,
            clock: pressed && outcome ? stopClock(pressed, at) : pressed,
            outcome,
          };
        });
      })
      .catch(() => setEngineError('The engine stopped working. Reload the page to play again.'));
    return () => ready.stop();
  }, [ready, engineToMove, round, computer, level]);

  // The clocks tick while one runs; a flag ends the game.
  const ticking = !!round.clock?.running && !round.outcome;
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      setRound((current) => {
        const side = current.clock && !current.outcome ? flagged(current.clock, at) : null;
        if (!side || !current.clock) return current;
        return {
          ...current,
          clock: stopClock(current.clock, at),
          outcome: timeoutOutcome(current.game.fen, side),
        };
      });
    }, 100);
    return () => window.clearInterval(timer);
  }, [ticking]);

  const onMove = (_move: unknown, next: GameState) => {
    setRound((current) => {
      if (current.outcome) return current;
      const at = Date.now();
      const pressed = current.clock ? pressClock(current.clock, player, at) : null;
      const outcome = gameOutcome(next);
      return {
        ...current,
        game: next,
        clock: pressed && outcome ? stopClock(pressed, at) : pressed,
        outcome,
      };
    });
  };

  const resign = () => {
    ready?.stop();
    setRound((current) => ({
      ...current,
      clock: current.clock && stopClock(current.clock, Date.now()),
      outcome: { winner: computer === 'w' ? 'white' : 'black', reason: 'resignation' },
    }));
  };

  const newGame = () => {
    ready?.stop();
    void ready?.newGame().catch(() => undefined);
    setEngineError(null);
    setRound((current) => ({
      id: current.id + 1,
      game: createGame(startFen),
      clock: createClock(nextControl),
      outcome: null,
      control: nextControl,
    }));
  };

  const clockAt = round.clock ? now : 0;
  const face = (side: 'w' | 'b', whose: string) =>
    round.clock && (
      <ClockFace
        label={`${whose} (${SIDE_NAME[side]})`}
        ms={timeLeft(round.clock, side, Math.max(clockAt, round.clock.since))}
        running={round.clock.running === side && !round.outcome}
      />
    );

  const won =
    round.outcome &&
    (round.outcome.winner === 'draw'
      ? 'Draw.'
      : (round.outcome.winner === 'white') === (player === 'w')
        ? 'You won!'
        : 'You lost.');

  let status: string;
  if (engine.status === 'loading') status = 'Loading the engine…';
  else if (engine.status === 'error') status = engine.message;
  else if (round.outcome) status = 'Game over.';
  else if (engineToMove) status = 'Stockfish is thinking…';
  else status = `Your move (${SIDE_NAME[player]}).`;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <Stack spacing={1} sx={{ flex: '0 1 480px', minWidth: 0 }}>
        {face(computer, 'Stockfish')}
        <ChessBoard
          ariaLabel={ariaLabel}
          game={round.game}
          onMove={onMove}
          orientation={player === 'w' ? 'white' : 'black'}
          interactive={!!ready && !round.outcome && turn === player}
          autoPromotion="q"
          size={450}
          showAnimations={showAnimations}
        />
        {face(player, 'Your clock')}
      </Stack>
      <Stack spacing={2} sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
          {status}
        </Typography>
        {round.outcome && (
          <Alert severity={won === 'You lost.' ? 'warning' : 'success'} role="alert">
            {describeOutcome(round.outcome)} {won}
          </Alert>
        )}
        {engineError && <Alert severity="error">{engineError}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={resign} disabled={!!round.outcome}>
            Resign
          </Button>
          <Button variant="contained" onClick={newGame}>
            New game
          </Button>
        </Stack>
        <TextField
          {...NATIVE_SELECT}
          label="Engine strength"
          value={level.id}
          onChange={(event) =>
            setLevel(ENGINE_LEVELS.find((l) => l.id === event.target.value) ?? level)
          }
          size="small"
        >
          {ENGINE_LEVELS.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </TextField>
        <TextField
          {...NATIVE_SELECT}
          label="Clock"
          value={nextControl.id}
          onChange={(event) =>
            setNextControl(timeControls.find((c) => c.id === event.target.value) ?? nextControl)
          }
          helperText={
            nextControl.id === round.control.id ? undefined : 'Starts with the next game.'
          }
          size="small"
        >
          {timeControls.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </TextField>
        <MoveList
          sans={round.game.history.map((move) => move.san)}
          startFen={round.game.startFen}
          firstMoveNumber={fullMoveNumber(round.game.startFen)}
        />
      </Stack>
    </Box>
  );
}
