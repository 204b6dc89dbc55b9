import type {
  DirectorView,
  PublishedPairings,
  SectionStandings,
  Tournament,
} from '@kingside/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../test/helpers.js';
import { tournaments } from './schema.js';

let t: TestApp;
let director: Record<string, string>;
let holiday: { id: number; shortName: string };
beforeAll(async () => {
  t = await buildTestApp();
  director = bearer(await loginAs(t.app, 'director', DEMO_PASSWORD));
  const [row] = await t.ctx.database.db
    .select({ id: tournaments.id, shortName: tournaments.shortName })
    .from(tournaments)
    .where(eq(tournaments.name, 'Holiday Rapid'));
  holiday = row!;
});
afterAll(() => t.app.close());

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

describe('the demo Holiday Rapid', () => {
  it('shows the public pages exactly the rounds, results and players of the director’s page', async () => {
    const view = await get<DirectorView>(`/api/director/tournament/${holiday.id}`, director);
    const shown = await get<Tournament>(`/api/tournaments/${holiday.shortName}`);
    // Nothing pasted that could tell another story than the director's rounds.
    expect(shown).toMatchObject({ pairingsHtml: null, standingsHtml: null });
    expect(shown.liveSections).toEqual(view.sections.map((s) => s.name));

    for (const section of view.sections) {
      const q = `section=${encodeURIComponent(section.name)}`;
      // Two rounds played and the third on: the pages have something to agree about.
      expect(section.rounds.map((r) => [r.round, r.status])).toEqual([
        [1, 'published'],
        [2, 'published'],
        [3, 'published'],
      ]);
      expect(section.nextAction).toEqual({ action: 'results', round: 3 });

      for (const round of section.rounds) {
        const pairings = await get<PublishedPairings>(
          `/api/tournament/${holiday.id}/pairings?${q}&round=${round.round}`,
        );
        expect(pairings).toEqual({
          tournamentId: holiday.id,
          section: section.name,
          round: round.round,
          boards: round.boards.map((b) => ({
            board: b.board,
            white: b.white,
            black: b.black,
            result: b.result,
            explanation: b.explanation,
          })),
          byes: round.byes.map((b) => ({ player: b.player, kind: b.kind })),
        });
      }
      const latest = await get<PublishedPairings>(`/api/tournament/${holiday.id}/pairings?${q}`);
      expect(latest.round).toBe(3);

      const standings = await get<SectionStandings>(`/api/tournament/${holiday.id}/standings?${q}`);
      expect(standings.rounds).toBe(2);
      const byId = <R extends { id: number }>(rows: R[]) => rows.sort((a, b) => a.id - b.id);
      expect(byId(standings.standings.map((s) => ({ ...s.player, score: s.score })))).toEqual(
        byId(
          section.players.map((p) => ({
            id: p.id,
            name: p.name,
            rating: p.rating,
            unrated: p.unrated,
            score: p.score,
          })),
        ),
      );
    }
    const champ = view.sections.find((s) => s.name === 'Champ')!;
    expect(champ.players.map((p) => p.name)).toContain('Jordan Knightley');
  });
});
