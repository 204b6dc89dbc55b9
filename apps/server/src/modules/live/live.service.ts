import {
  abort,
  acceptDraw,
  applyMove,
  claimFlag,
  declineDraw,
  gamePgn,
  offerDraw,
  resign,
  sideOfUser,
  type LiveGameState,
  type LiveOutcome,
  type Side,
} from '@kingside/chess';
import { LIVE_MESSAGES, type LiveGameView, type MoveRequest } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { fileLiveGame } from '../mygames/index.js';
import { publishClosed } from './live.challenges.js';
import { deadlineOf, gameViewMaker } from './live.games.js';
import { memoryOf, type GameRecord } from './live.memory.js';
import { namesOf, unknownUser } from './live.people.js';
import { LiveRefusal, type LivePublisher } from './live.publisher.js';
import { liveRepository } from './live.repository.js';

/*
 * Playing live games: one action at a time per game, written with a version check so processes
 * never overwrite each other, and the periodic sweep that ends games nobody moves in. The rest of
 * live play is by responsibility in live.chat.ts, live.reports.ts, live.challenges.ts and
 * live.games.ts; live.socket.ts reaches all of it through the exports below.
 */
export {
  acceptChallenge,
  cancelChallenge,
  cancelChallengesOf,
  createChallenge,
  declineChallenge,
} from './live.challenges.js';
export { forgetOnline, pruneChat, relayTyping, sendChat } from './live.chat.js';
export { gameView } from './live.games.js';
export { LiveRefusal, type LivePublisher } from './live.publisher.js';
export { liveRepository } from './live.repository.js';
export type { LiveUserRow } from './live.users.repository.js';

// One action at a time per game on this process; other processes are caught by the version check.
function serialized<T>(ctx: AppContext, gameId: string, work: () => Promise<T>): Promise<T> {
  const queues = memoryOf(ctx).queues;
  const previous = queues.get(gameId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const tail = next.catch(() => undefined);
  queues.set(gameId, tail);
  void tail.then(() => {
    if (queues.get(gameId) === tail) queues.delete(gameId);
  });
  return next;
}

/**
 * The games this process plays, as it last wrote them: a move needs no read. The database stays
 * the truth: a write by another process bumps the version, the next write here finds it changed,
 * and the game is read again. Bounded; a finished game leaves it.
 */
const GAME_CACHE_MAX = 5_000;
function remember(ctx: AppContext, record: GameRecord) {
  const games = memoryOf(ctx).games;
  games.delete(record.id);
  if (record.state.status === 'over') return;
  if (games.size >= GAME_CACHE_MAX) games.delete(games.keys().next().value!);
  games.set(record.id, record);
}

async function loadGame(
  ctx: AppContext,
  gameId: string,
  fresh: boolean,
): Promise<(GameRecord & { cached: boolean }) | null> {
  const cached = fresh ? undefined : memoryOf(ctx).games.get(gameId);
  if (cached) return { ...cached, cached: true };
  const row = await liveRepository(ctx.database.db).findGame(gameId);
  if (!row) return null;
  const record = { id: row.id, version: row.version, state: row.state };
  remember(ctx, record);
  return { ...record, cached: false };
}

type GameAction = (state: LiveGameState, side: Side | null, now: number) => LiveOutcome | null;

/**
 * Runs one action on a game and stores what it answers: the version check makes a write by
 * another process since the read start again from the stored state. A game that ends is filed in
 * both players' My Games in the same transaction. Publishes every change to the game's room.
 */
async function actOnGame(
  ctx: AppContext,
  pub: LivePublisher,
  gameId: string,
  actorId: number | null,
  action: GameAction,
  origin: string | null = null,
): Promise<LiveGameView> {
  return serialized(ctx, gameId, async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const game = await loadGame(ctx, gameId, attempt > 0);
      if (!game) throw new LiveRefusal('NOT_FOUND', LIVE_MESSAGES.gameNotFound);
      const side = actorId === null ? null : sideOfUser(game.state, actorId);
      if (actorId !== null && side === null)
        throw new LiveRefusal('NOT_A_PLAYER', LIVE_MESSAGES.notAPlayer);
      const outcome = action(game.state, side, Date.now());
      // A refusal or no-op writes nothing, so no version check would catch a stale copy: it is
      // answered only from the stored game (another process may have played since).
      const writes = !!outcome && outcome.state !== game.state;
      if (!writes && game.cached) continue;
      if (!outcome) return (await gameViewMaker(ctx, game.state, gameId))(side);
      if (writes && !(await storeGame(ctx, game, outcome.state))) {
        memoryOf(ctx).games.delete(gameId); // another process wrote first: act on its state
        continue;
      }
      const state = outcome.state;
      // One view serves the room and this answer.
      const view = await gameViewMaker(ctx, state, gameId);
      if (writes) {
        remember(ctx, { id: gameId, version: game.version + 1, state });
        // A refusal's acknowledgement carries no view: then the acting tab is told too.
        pub.gameState(view, [state.white, state.black], gameId, outcome.ok ? origin : null);
        if (state.status === 'over') pub.presenceChanged();
      }
      if (!outcome.ok)
        throw new LiveRefusal(outcome.reason.toUpperCase(), LIVE_MESSAGES[outcome.reason]);
      return view(side);
    }
    throw new LiveRefusal('BUSY', LIVE_MESSAGES.badRequest);
  });
}

async function storeGame(
  ctx: AppContext,
  game: GameRecord,
  state: LiveGameState,
): Promise<boolean> {
  const finished = state.status === 'over' && game.state.status !== 'over';
  if (!finished)
    return liveRepository(ctx.database.db).updateGame(
      game.id,
      game.version,
      state,
      deadlineOf(state),
    );
  // The names are read before the transaction: on the embedded database a read on the root
  // database inside it would wait for the transaction, which waits for the read (issue 30).
  const people = await namesOf(ctx, [state.white, state.black]);
  const white = people.get(state.white) ?? unknownUser(state.white);
  const black = people.get(state.black) ?? unknownUser(state.black);
  const pgn = gamePgn(state, {
    white: white.name,
    black: black.name,
    site: ctx.config.publicUrl,
  });
  return ctx.database.db.transaction(async (tx) => {
    const stored = await liveRepository(tx).updateGame(game.id, game.version, state, null, pgn);
    // An aborted game was never played: lichess does not keep it either.
    if (stored && state.termination !== 'aborted') {
      await fileLiveGame(tx, [state.white, state.black], {
        liveGameId: game.id,
        name: `Live: ${white.name} vs ${black.name}`,
        white: white.name,
        black: black.name,
        timeControl: state.timeControl,
        gameResult: state.result,
        pgn,
      });
    }
    return stored;
  });
}

export function move(
  ctx: AppContext,
  pub: LivePublisher,
  userId: number,
  data: MoveRequest,
  origin: string | null = null,
) {
  return actOnGame(
    ctx,
    pub,
    data.gameId,
    userId,
    (state, side, now) => {
      // A move resent after a reconnect: already played at the ply the client sent it from.
      if (data.clientSeq < state.ply && state.ucis[data.clientSeq] === data.uci) {
        const mover = (data.clientSeq % 2 === 0) === (state.startFen.split(' ')[1] !== 'b');
        if ((mover ? 'white' : 'black') === side) return null;
      }
      return applyMove(state, { by: side!, uci: data.uci, now });
    },
    origin,
  );
}

export type PlayerAction =
  'resign' | 'offerDraw' | 'acceptDraw' | 'declineDraw' | 'abort' | 'claimFlag';
const PLAYER_ACTIONS: Record<
  PlayerAction,
  (s: LiveGameState, side: Side, now: number) => LiveOutcome
> = {
  resign,
  offerDraw,
  acceptDraw,
  declineDraw,
  abort,
  claimFlag: (s, _side, now) => claimFlag(s, now),
};

export function playerAction(
  ctx: AppContext,
  pub: LivePublisher,
  userId: number,
  gameId: string,
  action: PlayerAction,
  origin: string | null = null,
) {
  return actOnGame(
    ctx,
    pub,
    gameId,
    userId,
    (state, side, now) => PLAYER_ACTIONS[action](state, side!, now),
    origin,
  );
}

/**
 * Ends the games whose clock or first-move window ran out, and expires old challenges. A game that
 * fails to end is reported to `onError` and the others still end.
 */
export async function sweep(
  ctx: AppContext,
  pub: LivePublisher,
  onError: (err: unknown, gameId: string) => void,
): Promise<void> {
  const repo = liveRepository(ctx.database.db);
  for (const id of await repo.dueGames(50)) {
    try {
      await actOnGame(ctx, pub, id, null, (state, _side, now) => {
        const outcome = claimFlag(state, now);
        return outcome.ok ? outcome : null;
      });
    } catch (err) {
      // Gone or refused: nothing to end. Anything else is a fault someone must see.
      if (!(err instanceof LiveRefusal)) onError(err, id);
    }
  }
  for (const row of await repo.expireChallenges()) publishClosed(pub, row);
}
