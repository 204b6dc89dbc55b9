import {
  canConsentForStudent,
  ONLINE_GAMES_MESSAGES,
  ONLINE_IMPORT_DAYS,
  ONLINE_IMPORT_MAX_GAMES,
  PROGRESS_MESSAGES,
  type OnlineGamesState,
  type OnlineSource,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { studentWithAccess } from '../access/index.js';
import { enqueueJob } from '../jobs/index.js';
import { fileOnlineGames } from '../mygames/index.js';
import { usersRepository, type UserRow } from '../users/index.js';
import { OnlineUnavailableError } from './online/index.js';
import { importsRepository } from './progress.imports.repository.js';
import { onlineStatsOf } from './progress.service.js';

/*
 * Importing a student's recent chess.com and Lichess games to be analysed (issue 34,
 * docs/decisions/0067): off until the student, a linked parent or an admin turns it on; then once
 * on turning it on and once a day, the games of the last ONLINE_IMPORT_DAYS days on each site
 * whose id is on the student's profile are filed in their My Games (each once) and queued for the
 * engine.
 */

/** The state as the student corner shows it. */
async function stateOf(
  ctx: AppContext,
  student: UserRow,
  canChange: boolean,
): Promise<OnlineGamesState> {
  const row = await importsRepository(ctx.database.db).find(student.id);
  return {
    enabled: row !== undefined,
    canChange,
    chessDotComId: student.chessDotComId,
    liChessId: student.liChessId,
    enabledAt: row?.enabledAt.toISOString() ?? null,
    lastRunAt: row?.lastRunAt?.toISOString() ?? null,
    lastAdded: row?.lastAdded ?? null,
    lastError: row?.lastError ?? null,
  };
}

/** The student by username if the caller may see them (404 / 403 as the student corner). */
async function studentOf(ctx: AppContext, caller: UserRow, username: string) {
  const ties = await studentWithAccess(ctx.database.db, caller, username, 'see', {
    notFound: PROGRESS_MESSAGES.studentNotFound,
    forbidden: PROGRESS_MESSAGES.forbidden,
  });
  const student = await usersRepository(ctx.database.db).findById(ties.id);
  if (!student) throw forbidden(PROGRESS_MESSAGES.forbidden);
  return { student, canChange: canConsentForStudent(caller, ties) };
}

/** GET /api/studentCorner/{username}/onlineGames */
export async function onlineGamesState(
  ctx: AppContext,
  caller: UserRow,
  username: string,
): Promise<OnlineGamesState> {
  const { student, canChange } = await studentOf(ctx, caller, username);
  return stateOf(ctx, student, canChange);
}

/**
 * PUT /api/studentCorner/{username}/onlineGames: turns the import on (and runs it now, in the
 * background) or off. Games imported before stay in My Games.
 */
export async function saveOnlineGames(
  ctx: AppContext,
  caller: UserRow,
  username: string,
  enabled: boolean,
): Promise<OnlineGamesState> {
  const { student, canChange } = await studentOf(ctx, caller, username);
  if (!canChange) throw forbidden(ONLINE_GAMES_MESSAGES.notYours);
  const repo = importsRepository(ctx.database.db);
  if (enabled) {
    await ctx.database.db.transaction(async (tx) => {
      await importsRepository(tx).enable(student.id, caller.id);
      await enqueueImport(tx, student.id);
    });
  } else {
    await repo.disable(student.id);
  }
  return stateOf(ctx, student, canChange);
}

const enqueueImport = (db: DbOrTx, userId: number) =>
  enqueueJob(db, 'progress.import-online', { userId }, { key: String(userId) });

/**
 * The `progress.import-online` job: the student's recent games on each site whose id is on their
 * profile, filed and queued for the engine. A site that cannot be read is noted and left to the
 * next run; a student who turned it off meanwhile is left alone.
 */
export async function runOnlineImport(ctx: AppContext, userId: number): Promise<void> {
  const db = ctx.database.db;
  const repo = importsRepository(db);
  if (!(await repo.find(userId))) return;
  const student = await usersRepository(db).findById(userId);
  if (!student) return;
  const online = onlineStatsOf(ctx);
  const since = Date.now() - ONLINE_IMPORT_DAYS * 86_400_000;
  const accounts: [OnlineSource, string | null][] = [
    ['chesscom', student.chessDotComId],
    ['lichess', student.liChessId],
  ];
  let added = 0;
  const failed: string[] = [];
  for (const [source, account] of accounts) {
    if (!account?.trim()) continue;
    try {
      const games = await online.recentGames(source, account, since, ONLINE_IMPORT_MAX_GAMES);
      if (games) added += await fileOnlineGames(ctx, userId, games);
    } catch (err) {
      if (!(err instanceof OnlineUnavailableError)) throw err;
      failed.push(`${source === 'chesscom' ? 'chess.com' : 'Lichess'}: ${err.message}`);
    }
  }
  await repo.recordRun(userId, added, failed.length > 0 ? failed.join('; ') : null);
}

/** The `progress.import-online-sweep` job: once a day, an import for every student who opted in. */
export async function sweepOnlineImports(ctx: AppContext): Promise<void> {
  for (const userId of await importsRepository(ctx.database.db).enabledUserIds()) {
    await enqueueImport(ctx.database.db, userId);
  }
}
