import {
  checkRound,
  computeStandings,
  wallChartCells,
  forcePairing,
  scoreOf,
  swapColours,
  swapOpponents,
  swissSysCurrentResult,
  swissSysPairedTokens,
  swissSysResultTokens,
  uscfRatingReport,
  writeTrf16,
  type UscfSection,
  type RoundPairing,
  type TournamentState,
} from '@kingside/pairings';
import {
  DIRECTOR_MESSAGES,
  entrySections,
  lastFirstName,
  TOURNAMENT_MESSAGES,
  type BoardResult,
  type DirectorBoard,
  type DirectorRound,
  type DirectorView,
  type NEXT_ACTIONS,
  type PairingPlayer,
  type PairingsQuerySchema,
  type PairRoundRequestSchema,
  type PublishedPairings,
  type ResultChangeList,
  type RoundChange,
  type SectionStandings,
  type UscfReportFile,
  type Withdrawal,
  type WithdrawalRequest,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import {
  exportSwissSys,
  setEntryVerified,
  type SwissSysSectionRounds,
} from '../tournaments/index.js';
import {
  directorRepository,
  type BoardRow,
  type NewBoard,
  type NewBye,
} from './director.repository.js';
import {
  buildState,
  pairingOf,
  planRound,
  PlanError,
  withRoundPlayers,
  type StoredRound,
} from './director.state.js';

type PairRoundRequest = z.output<typeof PairRoundRequestSchema>;
type PairingsQuery = z.output<typeof PairingsQuerySchema>;
type Repo = ReturnType<typeof directorRepository>;
type TournamentRow = NonNullable<Awaited<ReturnType<Repo['findTournament']>>>;
type EntryRow = Awaited<ReturnType<Repo['entries']>>[number];
type Facts = ReadonlyMap<number, EntryRow>;

/*
 * The director's rounds (issue 16; docs/decisions/0039). Every change runs in one transaction that
 * locks the tournament row first. The pairing package's state is rebuilt from the published rounds
 * on each call (director.state.ts).
 */

const invalid = (field: string, message: string) =>
  badRequest('VALIDATION_ERROR', message, { [field]: [message] });

async function loadTournament(repo: Repo, id: number, lock = false): Promise<TournamentRow> {
  const row = lock ? await repo.lockTournament(id) : await repo.findTournament(id);
  if (!row) throw notFound(TOURNAMENT_MESSAGES.idNotFound);
  return row;
}

/** The section as the tournament spells it (any case); 400 naming `section` otherwise. */
function sectionOf(t: TournamentRow, name: string): string {
  const section = entrySections(t).find((s) => s.toLowerCase() === name.toLowerCase());
  if (!section) throw invalid('section', DIRECTOR_MESSAGES.unknownSection);
  return section;
}

const factsOf = (rows: EntryRow[]): Facts => new Map(rows.map((e) => [e.id, e]));

function playerRef(facts: Facts, id: number): PairingPlayer {
  const e = facts.get(id);
  const rating = e?.rating ?? 0;
  return { id, name: e?.name ?? `#${id}`, rating, unrated: rating <= 0 };
}

const explanationOf = (e: { rule: string; text: string; alternatives: string[] } | null) => ({
  rule: e?.rule ?? '',
  text: e?.text ?? '',
  alternatives: e?.alternatives ?? [],
});

function presentBoard(b: BoardRow, facts: Facts): DirectorBoard {
  return {
    id: b.id,
    board: b.board,
    white: playerRef(facts, b.whiteEntryId),
    black: playerRef(facts, b.blackEntryId),
    result: b.result,
    explanation: explanationOf(b.explanation),
    colour: b.explanation.colour ?? { rule: '', text: '' },
    rematch: b.explanation.rematch ?? false,
    manual: b.manual,
  };
}

function presentRound(
  stored: StoredRound,
  facts: Facts,
  state: TournamentState | null,
): DirectorRound {
  const { round } = stored;
  const warnings =
    round.status === 'draft' && state
      ? checkRound(withRoundPlayers(state, stored, facts), pairingOf(stored), {
          withdrawn: round.options.withdrawn,
        })
      : [];
  return {
    id: round.id,
    section: round.section,
    round: round.round,
    status: round.status,
    options: round.options,
    createdAt: round.createdAt.toISOString(),
    publishedAt: round.publishedAt?.toISOString() ?? null,
    boards: stored.boards.map((b) => presentBoard(b, facts)),
    byes: stored.byes.map((b) => ({
      player: playerRef(facts, b.entryId),
      kind: b.kind,
      requested: b.requested,
      explanation: b.explanation ? explanationOf(b.explanation) : null,
    })),
    withdrawn: round.options.withdrawn.map((id) => playerRef(facts, id)),
    warnings,
  };
}

/** The rows of a pairing; a board the director changed (or had changed) stays `manual`. */
function seatsOf(
  pairing: RoundPairing,
  before: readonly BoardRow[] = [],
): { boards: NewBoard[]; byes: NewBye[] } {
  const previous = new Map(before.map((b) => [b.board, b]));
  const boards = pairing.boards.map((b): NewBoard => {
    const old = previous.get(b.board);
    const changed =
      old !== undefined &&
      (old.manual ||
        old.whiteEntryId !== b.white ||
        old.blackEntryId !== b.black ||
        b.explanation.rule === 'TD' ||
        b.colour.rule === 'TD');
    return {
      board: b.board,
      whiteEntryId: b.white,
      blackEntryId: b.black,
      result: null,
      explanation: { ...b.explanation, colour: b.colour, rematch: b.rematch },
      manual: changed,
    };
  });
  const byes: NewBye[] = pairing.requestedByes.map((r) => ({
    entryId: r.playerId,
    kind: r.points === 0.5 ? 'half' : 'zero',
    requested: true,
    explanation: null,
  }));
  if (pairing.bye) {
    byes.push({
      entryId: pairing.bye.playerId,
      kind: 'full',
      requested: false,
      explanation: pairing.bye.explanation,
    });
  }
  return { boards, byes };
}

const isPublished = (s: StoredRound) => s.round.status === 'published';
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

/** The state of a section's published rounds with every result in. */
async function publishedState(repo: Repo, t: TournamentRow, section: string) {
  const [entryRows, stored] = await Promise.all([repo.entries(t.id), repo.rounds(t.id, section)]);
  const facts = factsOf(entryRows);
  return {
    facts,
    published: stored.filter(isPublished),
    ...buildState(stored.filter(isPublished), facts),
  };
}

/** GET tournament/{id}/standings?section=: US Chess tiebreaks (34), places shared by score. */
export async function getStandings(
  ctx: AppContext,
  id: number,
  sectionName: string,
): Promise<SectionStandings> {
  const repo = directorRepository(ctx.database.db);
  const t = await loadTournament(repo, id);
  const section = sectionOf(t, sectionName);
  const { state, complete } = await publishedState(repo, t, section);
  const standings = computeStandings(state);
  const cells = wallChartCells(state, standings);
  return {
    tournamentId: id,
    section,
    rounds: complete,
    standings: standings.map((s) => ({
      position: s.position,
      place: s.place,
      player: { id: s.playerId, name: s.name, rating: s.rating, unrated: s.unrated },
      score: s.score,
      tiebreaks: s.tiebreaks,
      cells: cells.get(s.playerId) ?? [],
    })),
  };
}

/** GET tournament/{id}/pairings?section=&round=: a published round (the latest by default). */
export async function getPublishedPairings(
  ctx: AppContext,
  id: number,
  query: PairingsQuery,
): Promise<PublishedPairings> {
  const repo = directorRepository(ctx.database.db);
  const t = await loadTournament(repo, id);
  const section = sectionOf(t, query.section);
  const { facts, published } = await publishedState(repo, t, section);
  const stored =
    query.round === undefined
      ? published.at(-1)
      : published.find((s) => s.round.round === query.round);
  if (!stored) throw notFound(DIRECTOR_MESSAGES.noPairings);
  return {
    tournamentId: id,
    section,
    round: stored.round.round,
    boards: stored.boards.map((b) => ({
      board: b.board,
      white: playerRef(facts, b.whiteEntryId),
      black: playerRef(facts, b.blackEntryId),
      result: b.result,
      explanation: explanationOf(b.explanation),
    })),
    byes: stored.byes.map((b) => ({ player: playerRef(facts, b.entryId), kind: b.kind })),
  };
}

/** GET admin/tournament/{id}/trf16?section=: the section's published rounds as FIDE TRF16. */
export async function exportTrf16(
  ctx: AppContext,
  id: number,
  sectionName: string,
): Promise<{ filename: string; text: string }> {
  const repo = directorRepository(ctx.database.db);
  const t = await loadTournament(repo, id);
  const section = sectionOf(t, sectionName);
  const { state } = await publishedState(repo, t, section);
  const text = writeTrf16({
    name: `${t.name} (${section})`,
    startDate: t.tournamentDate.replaceAll('-', '/'),
    timeControl: t.timeControl,
    state,
  });
  const filename = `${t.shortName}-${section}.trf`.replace(/[^A-Za-z0-9._-]+/g, '_');
  return { filename, text };
}

/**
 * GET admin/tournament/{id}/swisssys: the `.sjson` of the main list (the tournaments module's
 * writer) with, for each section the director has run, every published round's tokens: results
 * of the rounds with every result in, and `~` for a published round still being played.
 */
export async function exportSwissSysWithRounds(
  ctx: AppContext,
  id: number,
): Promise<{ filename: string; text: string }> {
  const repo = directorRepository(ctx.database.db);
  const t = await loadTournament(repo, id);
  const withdrawn = new Set((await repo.withdrawals(id)).map((w) => w.entryId));
  const sections = new Map<string, SwissSysSectionRounds>();
  for (const section of entrySections(t)) {
    const { published, state, complete } = await publishedState(repo, t, section);
    if (published.length === 0) continue;
    const inState = new Set(state.players.map((p) => p.id));
    const boardOf = (round: number, entryId: number) =>
      published[round - 1]?.boards.find(
        (b) => b.whiteEntryId === entryId || b.blackEntryId === entryId,
      )?.board;
    const playing = published[complete];
    sections.set(section, {
      roundsPaired: published.length,
      roundsPlayed: complete,
      results: (entryId, pairNumberOf) => {
        const pending = playing && swissSysPairedTokens(pairingOf(playing), pairNumberOf);
        const tokens = inState.has(entryId)
          ? swissSysResultTokens(state, entryId, pairNumberOf, boardOf)
          : [];
        const now = pending?.get(entryId);
        if (!inState.has(entryId) && !now) return undefined;
        return now ? [...tokens, now] : tokens;
      },
      currentResult: (entryId) =>
        inState.has(entryId) ? swissSysCurrentResult(state, entryId) : ' ',
      withdrawn: (entryId) => withdrawn.has(entryId),
    });
  }
  return exportSwissSys(ctx, id, (section) => sections.get(section));
}

/** "…, Plano, TX 75024" → city, state and ZIP code, or blanks when the address is not in that form. */
export function cityStateZip(address: string): { city: string; state: string; zip: string } {
  const m = /,\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)\s*$/.exec(address);
  return m ? { city: m[1]!, state: m[2]!, zip: m[3]! } : { city: '', state: '', zip: '' };
}

/** A US Chess member id (8 digits at most) or blank: the report's id fields refuse anything else. */
const memberId = (id: string | null | undefined) => (id && /^\d{1,8}$/.test(id) ? id : '');

/**
 * GET admin/tournament/{id}/uscfReport/{file}: one of the US Chess rating report's three dBASE
 * files (docs/decisions/0040) for every section with a published round, from the rounds with
 * every result in. The club's address and affiliate id (USCF_AFFILIATE_ID) head the event; the
 * director asking is the chief TD. Players are numbered as in the TRF16 export.
 */
export async function exportUscfReportFile(
  ctx: AppContext,
  id: number,
  file: UscfReportFile,
  directorId: number,
): Promise<Uint8Array> {
  const repo = directorRepository(ctx.database.db);
  const t = await loadTournament(repo, id);
  const sections: UscfSection[] = [];
  for (const name of entrySections(t)) {
    const { facts, state, complete } = await publishedState(repo, t, name);
    if (complete === 0) continue;
    sections.push({
      name,
      timeControl: t.timeControl,
      rounds: t.rounds,
      state,
      players: Object.fromEntries(
        state.players.map((p) => {
          const e = facts.get(p.id);
          return [p.id, { uscfId: memberId(e?.uscfId), name: lastFirstName(e?.name ?? p.name) }];
        }),
      ),
    });
  }
  if (sections.length === 0) throw conflict('NO_RESULTS', DIRECTOR_MESSAGES.noResultsToReport);
  const report = uscfRatingReport(
    {
      id: '',
      name: t.name,
      beginDate: t.tournamentDate,
      endDate: t.tournamentDate,
      affiliateId: ctx.config.uscf.affiliateId,
      ...cityStateZip(ctx.config.club.address),
      country: 'USA',
      chiefTdId: memberId(await repo.uscfIdOf(directorId)),
    },
    sections,
  );
  return report[file];
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
