/** Read from the published rounds: public standings and pairings, TRF16, SwissSys, US Chess. */
import {
  computeStandings,
  wallChartCells,
  swissSysCurrentResult,
  swissSysPairedTokens,
  swissSysResultTokens,
  uscfRatingReport,
  writeTrf16,
  type UscfSection,
} from '@kingside/pairings';
import {
  DIRECTOR_MESSAGES,
  entrySections,
  lastFirstName,
  type PairingsQuerySchema,
  type PublishedPairings,
  type SectionStandings,
  type UscfReportFile,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { exportSwissSys, type SwissSysSectionRounds } from '../tournaments/index.js';
import {
  isPublished,
  loadTournament,
  sectionOf,
  type Repo,
  type TournamentRow,
} from './director.load.js';
import { explanationOf, factsOf, playerRef } from './director.present.js';
import { directorRepository } from './director.repository.js';
import { buildState, pairingOf } from './director.state.js';

type PairingsQuery = z.output<typeof PairingsQuerySchema>;

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

/** The tournament (404), its section named in any case (400) and that section's published state. */
async function publishedSection(ctx: AppContext, id: number, sectionName: string) {
  const repo = directorRepository(ctx.database.db);
  const t = await loadTournament(repo, id);
  const section = sectionOf(t, sectionName);
  return { t, section, ...(await publishedState(repo, t, section)) };
}

/** GET tournament/{id}/standings?section=: US Chess tiebreaks (34), places shared by score. */
export async function getStandings(
  ctx: AppContext,
  id: number,
  sectionName: string,
): Promise<SectionStandings> {
  const { section, state, complete } = await publishedSection(ctx, id, sectionName);
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
  const { section, facts, published } = await publishedSection(ctx, id, query.section);
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
  const { t, section, state } = await publishedSection(ctx, id, sectionName);
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
