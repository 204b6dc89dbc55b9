import {
  clockView,
  FIRST_MOVE_WINDOW_MS,
  sideOfUser,
  type LiveGameState,
  type Side,
} from '@kingside/chess';
import { LIVE_MESSAGES, type LiveGameView, type TimeControl } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { pageAnswer, type PageQuery } from '../../lib/paging.js';
import { namesOf, presentUser, unknownUser } from './live.people.js';
import { LiveRefusal } from './live.publisher.js';
import { liveRepository } from './live.repository.js';

/** When the game ends by itself if nobody acts: a clock or the first-move window running out. */
export function deadlineOf(state: LiveGameState): Date | null {
  if (state.status === 'over' || !state.clock) return null;
  if (state.ply < 2) return new Date(state.turnStartedAt + FIRST_MOVE_WINDOW_MS + 1);
  return new Date(state.turnStartedAt + state.clock[state.turn]);
}

/** The game as seen at this moment, for each side (or a watcher). */
export async function gameViewMaker(ctx: AppContext, state: LiveGameState, id: string) {
  const people = await namesOf(ctx, [state.white, state.black]);
  const now = Date.now();
  const clock = clockView(state, now);
  const base: Omit<LiveGameView, 'yourSide'> = {
    id,
    white: presentUser(people.get(state.white) ?? unknownUser(state.white)),
    black: presentUser(people.get(state.black) ?? unknownUser(state.black)),
    timeControl: state.timeControl,
    status: state.status,
    result: state.result,
    termination: state.termination,
    endedBy: state.endedBy,
    startFen: state.startFen,
    fen: state.fen,
    sans: state.sans,
    ucis: state.ucis,
    turn: state.turn,
    ply: state.ply,
    drawOfferBy: state.drawOfferBy,
    clock: clock
      ? {
          white: Math.round(clock.white),
          black: Math.round(clock.black),
          running: clock.running,
          firstMoveMsLeft:
            clock.firstMoveDeadline === null
              ? null
              : Math.max(0, Math.round(clock.firstMoveDeadline - now)),
        }
      : null,
    startedAt: new Date(state.startedAt).toISOString(),
    endedAt: state.endedAt === null ? null : new Date(state.endedAt).toISOString(),
  };
  return (side: Side | null): LiveGameView => ({ ...base, yourSide: side });
}

export async function gameView(
  ctx: AppContext,
  id: string,
  viewerId: number,
): Promise<LiveGameView> {
  const row = await liveRepository(ctx.database.db).findGame(id);
  if (!row) throw new LiveRefusal('NOT_FOUND', LIVE_MESSAGES.gameNotFound);
  return (await gameViewMaker(ctx, row.state, id))(sideOfUser(row.state, viewerId));
}

export async function startedGamesPage(ctx: AppContext, query: PageQuery) {
  const { rows, total } = await liveRepository(ctx.database.db).startedGamesPage(
    query.page,
    query.size,
  );
  const people = await namesOf(ctx, [...new Set(rows.flatMap((r) => [r.whiteId, r.blackId]))]);
  const items = rows.map((r) => ({
    id: r.id,
    white: presentUser(people.get(r.whiteId) ?? unknownUser(r.whiteId)),
    black: presentUser(people.get(r.blackId) ?? unknownUser(r.blackId)),
    timeControl: r.timeControl as TimeControl,
    status: r.status as 'started' | 'over',
    result: r.result as LiveGameView['result'],
    termination: r.termination as LiveGameView['termination'],
    ply: r.ply,
    startedAt: r.startedAt.toISOString(),
  }));
  return pageAnswer(query, items, total);
}

export async function liveStats(ctx: AppContext, userId: number) {
  const counts = await liveRepository(ctx.database.db).finishedCounts(
    userId,
    ctx.config.club.timezone,
  );
  return {
    clubGamesThisMonth: counts.club,
    myGamesThisMonth: counts.mineMonth,
    myGamesTotal: counts.mineTotal,
  };
}
