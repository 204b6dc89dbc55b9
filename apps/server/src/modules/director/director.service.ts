import {
  forcePairing,
  scoreOf,
  swapColours,
  swapOpponents,
  type RoundPairing,
} from '@kingside/pairings';
import {
  DIRECTOR_MESSAGES,
  entrySections,
  type BoardResult,
  type DirectorBoard,
  type DirectorRound,
  type DirectorView,
  type NEXT_ACTIONS,
  type PairRoundRequestSchema,
  type ResultChangeList,
  type RoundChange,
  type Withdrawal,
  type WithdrawalRequest,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { setEntryVerified } from '../tournaments/index.js';
import { invalid, isPublished, loadTournament, sectionOf, type Repo } from './director.load.js';
import { factsOf, playerRef, presentBoard, presentRound } from './director.present.js';
import { directorRepository } from './director.repository.js';
import {
  buildState,
  pairingOf,
  planRound,
  PlanError,
  seatsOf,
  type StoredRound,
} from './director.state.js';

type PairRoundRequest = z.output<typeof PairRoundRequestSchema>;

/*
 * The director's rounds (issue 16; docs/decisions/0039). Every change runs in one transaction that
 * locks the tournament row first. The pairing package's state is rebuilt from the published rounds
 * on each call (director.state.ts).
 */

const missingResults = (s: StoredRound) => s.boards.some((b) => b.result === null);

/** What the director does next in a section. */
function nextAction(
  stored: readonly StoredRound[],
  rounds: number,
): { action: (typeof NEXT_ACTIONS)[number]; round: number } {
  const draft = stored.find((s) => !isPublished(s));
  if (draft) return { action: 'publish', round: draft.round.round };
  const last = stored.at(-1);
  if (last && missingResults(last)) return { action: 'results', round: last.round.round };
  const done = last?.round.round ?? 0;
  return done >= rounds ? { action: 'done', round: done } : { action: 'pair', round: done + 1 };
}

/** GET director/tournament/{id}: every section's players, rounds and next step. */
export async function getDirectorView(ctx: AppContext, id: number): Promise<DirectorView> {
  const repo = directorRepository(ctx.database.db);
  const t = await loadTournament(repo, id);
  const [entryRows, playing, allRounds, withdrawals] = await Promise.all([
    repo.entries(id),
    repo.playingIds(id),
    repo.rounds(id),
    repo.withdrawals(id),
  ]);
  const facts = factsOf(entryRows);
  const withdrawnFrom = new Map(withdrawals.map((w) => [w.entryId, w.fromRound]));
  const sections = entrySections(t).map((name) => {
    const stored = allRounds.filter((s) => s.round.section === name);
    const { state } = buildState(stored.filter(isPublished), facts);
    const inState = new Set(state.players.map((p) => p.id));
    const ids = [
      ...state.players.map((p) => p.id),
      ...entryRows
        .filter((e) => e.section === name && playing.has(e.id) && !inState.has(e.id))
        .map((e) => e.id),
    ];
    const players = ids
      .map((pid) => ({
        ...playerRef(facts, pid),
        verified: facts.get(pid)?.verified ?? false,
        score: inState.has(pid) ? scoreOf(state, pid) : 0,
        withdrawnFromRound: withdrawnFrom.get(pid) ?? null,
        byesRequested: facts.get(pid)?.byesRequested ?? [],
      }))
      .sort((a, b) => b.score - a.score || b.rating - a.rating || a.id - b.id);
    return {
      name,
      players,
      rounds: stored.map((s) => presentRound(s, facts, state)),
      nextAction: nextAction(stored, t.rounds),
    };
  });
  return { tournamentId: t.id, name: t.name, shortName: t.shortName, rounds: t.rounds, sections };
}

/**
 * POST director/tournament/{id}/rounds: pairs the section's next round as a draft. Refused (409)
 * while a draft exists, while the last round lacks a result, or after the last round.
 */
export async function pairNextRound(
  ctx: AppContext,
  id: number,
  body: PairRoundRequest,
  userId: number,
): Promise<DirectorRound> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const repo = directorRepository(tx);
      const t = await loadTournament(repo, id, true);
      const section = sectionOf(t, body.section);
      const stored = await repo.rounds(id, section);
      if (stored.some((s) => !isPublished(s))) {
        throw conflict('DRAFT_EXISTS', DIRECTOR_MESSAGES.draftExists);
      }
      if (stored.length >= t.rounds) {
        throw conflict('ALL_ROUNDS_PAIRED', DIRECTOR_MESSAGES.allRoundsPaired);
      }
      const [entryRows, playing, withdrawals] = await Promise.all([
        repo.entries(id),
        repo.playingIds(id),
        repo.withdrawals(id),
      ]);
      const facts = factsOf(entryRows);
      const { state, complete } = buildState(stored, facts);
      if (complete < stored.length) {
        throw conflict('RESULTS_MISSING', DIRECTOR_MESSAGES.resultsMissing);
      }
      const round = complete + 1;
      // Only players the director has checked in (the entry's `verified`) are paired.
      const pool = entryRows.filter(
        (e) => e.section === section && playing.has(e.id) && e.verified,
      );

      const inSection = new Set([...state.players.map((p) => p.id), ...pool.map((e) => e.id)]);
      const withdrawnFrom = new Map(withdrawals.map((w) => [w.entryId, w.fromRound]));
      for (const entryId of body.withdraw) {
        if (!inSection.has(entryId)) throw invalid('withdraw', DIRECTOR_MESSAGES.notInSection);
        const fromRound = Math.min(withdrawnFrom.get(entryId) ?? round, round);
        withdrawnFrom.set(entryId, fromRound);
        await repo.upsertWithdrawal({ entryId, tournamentId: id, fromRound, createdBy: userId });
      }

      const { pairing, options } = planRound({
        state,
        round,
        pool,
        withdrawnFrom,
        halfPointByes: body.halfPointByes,
        zeroPointByes: body.zeroPointByes,
        lateEntriesWithHalfPointByes: body.lateEntriesWithHalfPointByes,
        ratingLimits: body.ratingLimits,
        firstBoardWhite: body.firstBoardWhite,
        seed: body.seed,
      });
      const row = await repo.insertRound({ tournamentId: id, section, round, options });
      const seats = seatsOf(pairing);
      await repo.replaceSeats(row.id, seats.boards, seats.byes);
      return presentRound((await repo.round(id, row.id))!, facts, state);
    });
  } catch (err) {
    if (err instanceof PlanError) {
      throw err.field === null
        ? conflict('NO_PLAYERS', err.message)
        : invalid(err.field, err.message);
    }
    if (isUniqueViolation(err)) throw conflict('DRAFT_EXISTS', DIRECTOR_MESSAGES.draftExists);
    throw err;
  }
}

/** A draft of the tournament, its facts and the state it was paired on; 404, or 409 if published. */
async function loadDraft(repo: Repo, id: number, roundId: number) {
  const stored = await repo.round(id, roundId);
  if (!stored) throw notFound(DIRECTOR_MESSAGES.roundNotFound);
  if (isPublished(stored)) throw conflict('ROUND_PUBLISHED', DIRECTOR_MESSAGES.notDraft);
  return stored;
}

/** The director's change, by the package's helpers; 400 naming the field when it cannot apply. */
function applyChange(pairing: RoundPairing, change: RoundChange): RoundPairing {
  if (change.action === 'swapColours') {
    if (!pairing.boards.some((b) => b.board === change.board)) {
      throw invalid('board', DIRECTOR_MESSAGES.boardNotFound);
    }
    return swapColours(pairing, change.board);
  }
  try {
    return change.action === 'swapOpponents'
      ? swapOpponents(pairing, change.playerA, change.playerB)
      : forcePairing(pairing, change.playerA, change.playerB);
  } catch (err) {
    throw invalid('playerA', (err as Error).message);
  }
}

/** PUT director/tournament/{id}/rounds/{roundId}: one change to a draft, answered with warnings. */
export async function changeDraft(
  ctx: AppContext,
  id: number,
  roundId: number,
  change: RoundChange,
): Promise<DirectorRound> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = directorRepository(tx);
    await loadTournament(repo, id, true);
    const draft = await loadDraft(repo, id, roundId);
    const [entryRows, stored] = await Promise.all([
      repo.entries(id),
      repo.rounds(id, draft.round.section),
    ]);
    const facts = factsOf(entryRows);
    const { state } = buildState(stored.filter(isPublished), facts);
    const pairing = applyChange(pairingOf(draft), change);
    const seats = seatsOf(pairing, draft.boards);
    await repo.replaceSeats(roundId, seats.boards, seats.byes);
    return presentRound((await repo.round(id, roundId))!, facts, state);
  });
}

/** DELETE director/tournament/{id}/rounds/{roundId}: undoes a draft. */
export async function deleteDraft(ctx: AppContext, id: number, roundId: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const repo = directorRepository(tx);
    await loadTournament(repo, id, true);
    await loadDraft(repo, id, roundId);
    await repo.deleteRound(roundId);
  });
}

/** POST director/tournament/{id}/rounds/{roundId}/publish. */
export async function publishDraft(
  ctx: AppContext,
  id: number,
  roundId: number,
): Promise<DirectorRound> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = directorRepository(tx);
    await loadTournament(repo, id, true);
    await loadDraft(repo, id, roundId);
    await repo.publishRound(roundId);
    const facts = factsOf(await repo.entries(id));
    return presentRound((await repo.round(id, roundId))!, facts, null);
  });
}

/**
 * PUT director/tournament/{id}/boards/{boardId}/result: only on a published round; changing a
 * result already entered writes the audit row (who, when, from, to).
 */
export async function setBoardResult(
  ctx: AppContext,
  id: number,
  boardId: number,
  result: BoardResult,
  userId: number,
): Promise<DirectorBoard> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = directorRepository(tx);
    await loadTournament(repo, id, true);
    const found = await repo.board(id, boardId);
    if (!found) throw notFound(DIRECTOR_MESSAGES.boardNotFound);
    if (found.round.status !== 'published') {
      throw conflict('ROUND_NOT_PUBLISHED', DIRECTOR_MESSAGES.notPublished);
    }
    let board = found.board;
    if (board.result !== result) {
      if (board.result !== null) {
        await repo.insertResultChange({
          boardId,
          fromResult: board.result,
          toResult: result,
          changedBy: userId,
        });
      }
      board = await repo.setResult(boardId, result);
    }
    return presentBoard(board, factsOf(await repo.entries(id)));
  });
}

/** GET director/tournament/{id}/resultChanges: the audit trail, newest first. */
export async function listResultChanges(ctx: AppContext, id: number): Promise<ResultChangeList> {
  const repo = directorRepository(ctx.database.db);
  await loadTournament(repo, id);
  const rows = await repo.resultChanges(id);
  return { items: rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() })) };
}

async function sectionEntry(repo: Repo, id: number, entryId: number) {
  const entry = (await repo.entries(id)).find((e) => e.id === entryId);
  if (!entry) throw notFound(DIRECTOR_MESSAGES.entryNotFound);
  return entry;
}

/**
 * POST director/tournament/{id}/withdrawals: the player is not paired from `fromRound` on (28P);
 * refused (409) once that round is paired (delete its draft first).
 */
export async function withdrawPlayer(
  ctx: AppContext,
  id: number,
  body: WithdrawalRequest,
  userId: number,
): Promise<Withdrawal> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = directorRepository(tx);
    const t = await loadTournament(repo, id, true);
    const entry = await sectionEntry(repo, id, body.entryId);
    if (body.fromRound > t.rounds) throw invalid('fromRound', DIRECTOR_MESSAGES.roundTooHigh);
    if (await repo.hasRoundFrom(id, entry.section, body.fromRound)) {
      throw conflict('ROUND_PAIRED', DIRECTOR_MESSAGES.roundPaired);
    }
    await repo.upsertWithdrawal({
      entryId: entry.id,
      tournamentId: id,
      fromRound: body.fromRound,
      createdBy: userId,
    });
    return { entryId: entry.id, fromRound: body.fromRound };
  });
}

/** DELETE director/tournament/{id}/withdrawals/{entryId}: undone while its round is unpaired. */
export async function undoWithdrawal(ctx: AppContext, id: number, entryId: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const repo = directorRepository(tx);
    await loadTournament(repo, id, true);
    const withdrawal = await repo.findWithdrawal(id, entryId);
    if (!withdrawal) throw notFound(DIRECTOR_MESSAGES.notWithdrawn);
    const entry = await sectionEntry(repo, id, entryId);
    if (await repo.hasRoundFrom(id, entry.section, withdrawal.fromRound)) {
      throw conflict('ROUND_PAIRED', DIRECTOR_MESSAGES.roundPaired);
    }
    await repo.deleteWithdrawal(entryId);
  });
}

/**
 * PUT director/tournament/{id}/entries/{entryId}/checkIn: the director checks a player in (or
 * out): the entry's `verified`, which the pairing requires (docs/decisions/0039).
 */
export async function checkIn(
  ctx: AppContext,
  id: number,
  entryId: number,
  verified: boolean,
): Promise<{ entryId: number; verified: boolean }> {
  const repo = directorRepository(ctx.database.db);
  await loadTournament(repo, id);
  if (!(await setEntryVerified(ctx.database.db, id, entryId, verified))) {
    throw notFound(DIRECTOR_MESSAGES.entryNotFound);
  }
  return { entryId, verified };
}
