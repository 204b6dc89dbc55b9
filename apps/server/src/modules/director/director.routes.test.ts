import { parseTrf16, readDbf, scoreOf } from '@kingside/pairings';
import { DIRECTOR_MESSAGES, lastFirstName } from '@kingside/shared';
import type {
  AdminEntrySave,
  BoardResult,
  DirectorBoard,
  DirectorRound,
  DirectorView,
  Entry,
  PairRoundRequest,
  PublishedPairings,
  ResultChangeList,
  SectionStandings,
  Tournament,
} from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';
import { createTournament } from '../../test/tournaments.js';
import { readSwissSys } from '../tournaments/index.js';

let t: TestApp;
let admin: Record<string, string>;
let student: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
  student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const base = (id: number) => `/api/director/tournament/${id}`;

/**
 * An entry added as the admin adds one (a chess.com id, a US Chess id and a rating of at least 1,
 * spec 2 §5); an unrated player (rating 0, no US Chess id) is then made so by the grid's edit.
 */
async function addEntry(
  tournamentId: number,
  body: Omit<Partial<AdminEntrySave>, 'uscfId'> & { uscfId?: string | null },
): Promise<Entry> {
  const url = `/api/admin/tournament/${tournamentId}/entries`;
  const { rating = 0, uscfId = '30000000', ...rest } = body;
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: admin,
    payload: {
      email: 'player@example.com',
      chessDotComId: 'player',
      paymentMethod: 'Cash',
      verified: true,
      ...rest,
      uscfId: uscfId ?? '30000000',
      rating: Math.max(rating, 1),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const entry = res.json<Entry>();
  if (rating >= 1 && uscfId !== null) return entry;
  const edit = await t.app.inject({
    method: 'PUT',
    url,
    headers: admin,
    payload: { id: entry.id, rating, uscfId },
  });
  expect(edit.statusCode, edit.body).toBe(200);
  return edit.json<Entry>();
}

async function pair(id: number, body: PairRoundRequest) {
  return t.app.inject({ method: 'POST', url: `${base(id)}/rounds`, headers: admin, payload: body });
}

async function pairDraft(id: number, body: PairRoundRequest): Promise<DirectorRound> {
  const res = await pair(id, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DirectorRound>();
}

async function publish(id: number, roundId: number): Promise<DirectorRound> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base(id)}/rounds/${roundId}/publish`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DirectorRound>();
}

function setResult(id: number, boardId: number, result: BoardResult) {
  return t.app.inject({
    method: 'PUT',
    url: `${base(id)}/boards/${boardId}/result`,
    headers: admin,
    payload: { result },
  });
}

/** The higher rating wins; every third board is drawn, a few are forfeits. */
function resultFor(board: DirectorBoard, round: number): BoardResult {
  if (board.board % 3 === 0) return '1/2-1/2';
  if (round === 3 && board.board === 4) return '0F-1F';
  return board.white.rating >= board.black.rating ? '1-0' : '0-1';
}

async function enterResults(id: number, round: DirectorRound) {
  for (const board of round.boards) {
    const res = await setResult(id, board.id, resultFor(board, round.round));
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function view(id: number): Promise<DirectorView> {
  const res = await t.app.inject({ method: 'GET', url: base(id), headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DirectorView>();
}

describe('director routes: failures', () => {
  let id: number;
  let draft: DirectorRound;
  beforeAll(async () => {
    id = (await createTournament(t.ctx, { sections: ['Open', 'U1000'], rounds: 2 })).id;
    for (let i = 0; i < 4; i++) {
      await addEntry(id, { name: `Fail ${i}`, section: 'Open', rating: 1500 + i * 50 });
    }
    draft = await pairDraft(id, { section: 'Open' });
  });

  it('lets a tournament director in, but not an assistant or a coach', async () => {
    const director = bearer(await loginAs(t.app, 'director', DEMO_PASSWORD));
    expect(
      (await t.app.inject({ method: 'GET', url: base(id), headers: director })).statusCode,
    ).toBe(200);
    for (const who of ['assistant', 'coach']) {
      const headers = bearer(await loginAs(t.app, who, DEMO_PASSWORD));
      const res = await t.app.inject({ method: 'GET', url: base(id), headers });
      expect({ who, status: res.statusCode }).toEqual({ who, status: 403 });
    }
  });

  it('answers 401 without a session and 403 to a student', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: base(id) });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `${base(id)}/rounds`,
      headers: student,
      payload: { section: 'Open' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses an unknown section, result or player with 400 naming the field', async () => {
    const section = await pair(id, { section: 'Blitz' });
    expect(section.statusCode).toBe(400);
    expect(section.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { section: [expect.any(String)] },
    });
    const result = await t.app.inject({
      method: 'PUT',
      url: `${base(id)}/boards/${draft.boards[0]!.id}/result`,
      headers: admin,
      payload: { result: '2-0' },
    });
    expect(result.statusCode).toBe(400);
    expect(result.json().fieldErrors).toHaveProperty('result');
    const change = await t.app.inject({
      method: 'PUT',
      url: `${base(id)}/rounds/${draft.id}`,
      headers: admin,
      payload: { action: 'swapOpponents', playerA: 999_999, playerB: draft.boards[0]!.white.id },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().fieldErrors).toHaveProperty('playerA');
    const standings = await t.app.inject({
      method: 'GET',
      url: `/api/tournament/${id}/standings`,
    });
    expect(standings.statusCode).toBe(400);
  });

  it('answers 404 for a tournament, round, board or withdrawal that is not there', async () => {
    const urls = [
      ['GET', base(999_999)],
      ['POST', `${base(id)}/rounds/999999/publish`],
      ['DELETE', `${base(id)}/rounds/999999`],
      ['DELETE', `${base(id)}/withdrawals/999999`],
      ['GET', `/api/tournament/${id}/pairings?section=Open`],
    ] as const;
    for (const [method, url] of urls) {
      const res = await t.app.inject({ method, url, headers: admin });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json()).toHaveProperty('code', 'NOT_FOUND');
    }
    const board = await setResult(id, 999_999, '1-0');
    expect(board.statusCode).toBe(404);
  });

  it('pairs a round once when two directors ask at the same time', async () => {
    const other = (await createTournament(t.ctx, { sections: ['Open'], rounds: 2 })).id;
    for (let i = 0; i < 4; i++) {
      await addEntry(other, { name: `Race ${i}`, section: 'Open', rating: 1400 + i * 50 });
    }
    const answers = await Promise.all([
      pair(other, { section: 'Open' }),
      pair(other, { section: 'Open' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses with 409 a second draft, a result on a draft and a withdrawal from a paired round', async () => {
    const again = await pair(id, { section: 'Open' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DRAFT_EXISTS' });
    const result = await setResult(id, draft.boards[0]!.id, '1-0');
    expect(result.statusCode).toBe(409);
    expect(result.json()).toMatchObject({ code: 'ROUND_NOT_PUBLISHED' });
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: `${base(id)}/withdrawals`,
      headers: admin,
      payload: { entryId: draft.boards[0]!.white.id, fromRound: 1 },
    });
    expect(withdrawal.statusCode).toBe(409);
    expect(withdrawal.json()).toMatchObject({ code: 'ROUND_PAIRED' });
    const tooFew = await pair(id, { section: 'U1000' });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json()).toMatchObject({ code: 'NO_PLAYERS' });
  });

  it('refuses to pair past missing results, and to change or delete a published round', async () => {
    await publish(id, draft.id);
    const next = await pair(id, { section: 'Open' });
    expect(next.statusCode).toBe(409);
    expect(next.json()).toMatchObject({ code: 'RESULTS_MISSING' });
    const change = await t.app.inject({
      method: 'PUT',
      url: `${base(id)}/rounds/${draft.id}`,
      headers: admin,
      payload: { action: 'swapColours', board: 1 },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'ROUND_PUBLISHED' });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${base(id)}/rounds/${draft.id}`,
      headers: admin,
    });
    expect(remove.statusCode).toBe(409);
    const published = await publishAgain(id, draft.id);
    expect(published).toBe(409);
  });

  it('pairs only checked-in players, and lets the director check one in', async () => {
    const tour = await createTournament(t.ctx, { sections: ['Open'], rounds: 1 });
    const here = await addEntry(tour.id, { name: 'Here Early', section: 'Open', rating: 1500 });
    const late = await addEntry(tour.id, {
      name: 'Not Yet',
      section: 'Open',
      rating: 1400,
      verified: false,
    });
    const tooFew = await pair(tour.id, { section: 'Open' });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().message).toBe(DIRECTOR_MESSAGES.noPlayers);
    const checked = await t.app.inject({
      method: 'PUT',
      url: `${base(tour.id)}/entries/${late.id}/checkIn`,
      headers: admin,
      payload: { verified: true },
    });
    expect(checked.json()).toEqual({ entryId: late.id, verified: true });
    const draft = await pairDraft(tour.id, { section: 'Open' });
    expect(draft.boards.flatMap((b) => [b.white.id, b.black.id]).sort()).toEqual(
      [here.id, late.id].sort(),
    );
    const other = await t.app.inject({
      method: 'PUT',
      url: `${base(id)}/entries/${late.id}/checkIn`,
      headers: admin,
      payload: { verified: true },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a round past the last one', async () => {
    await enterResults(id, draft);
    const second = await pairDraft(id, { section: 'Open' });
    await publish(id, second.id);
    await enterResults(id, second);
    const done = await pair(id, { section: 'Open' });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ code: 'ALL_ROUNDS_PAIRED' });
    expect((await view(id)).sections[0]!.nextAction).toEqual({ action: 'done', round: 2 });
  });
});

async function publishAgain(id: number, roundId: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base(id)}/rounds/${roundId}/publish`,
    headers: admin,
  });
  return res.statusCode;
}

describe('the public tournament', () => {
  it('names the sections with a published round, in the sections’ order, and no draft’s', async () => {
    const { id, shortName } = await createTournament(t.ctx, {
      sections: ['Open', 'U1000', 'U600'],
      rounds: 2,
    });
    for (const section of ['Open', 'U1000']) {
      for (let i = 0; i < 4; i++) {
        await addEntry(id, { name: `${section} ${i}`, section, rating: 900 + i * 50 });
      }
    }
    const liveSections = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Tournament>().liveSections;
    };
    expect(await liveSections(`/api/tournaments/${shortName}`)).toEqual([]);

    const junior = await pairDraft(id, { section: 'U1000' });
    const open = await pairDraft(id, { section: 'Open' });
    expect(await liveSections(`/api/tournaments/${shortName}`)).toEqual([]);

    await publish(id, junior.id);
    expect(await liveSections(`/api/tournaments/${shortName}`)).toEqual(['U1000']);
    await publish(id, open.id);
    expect(await liveSections(`/api/tournaments/${shortName}`)).toEqual(['Open', 'U1000']);
    expect(await liveSections(`/api/tournament/${id}`)).toEqual(['Open', 'U1000']);
    // Each named section answers its pairings; the one without a round is not named.
    for (const section of ['Open', 'U1000']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/tournament/${id}/pairings?section=${section}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe('a director runs a 24-player two-section tournament', () => {
  let id: number;
  let shortName: string;
  const open: Entry[] = [];
  const juniors: Entry[] = [];
  let late: Entry;

  beforeAll(async () => {
    const tournament = await createTournament(t.ctx, {
      sections: ['Open', 'U1000'],
      rounds: 4,
      maxByes: 2,
    });
    id = tournament.id;
    shortName = tournament.shortName;
    for (let i = 0; i < 12; i++) {
      open.push(
        await addEntry(id, {
          name: `Open Player ${String.fromCharCode(65 + i)}`,
          section: 'Open',
          // One unrated player (rating 0).
          rating: i === 11 ? 0 : 2200 - i * 60,
          uscfId: i === 11 ? null : String(30_000_000 + i),
          byesRequested: i === 4 ? [2] : [],
        }),
      );
    }
    for (let i = 0; i < 11; i++) {
      juniors.push(
        await addEntry(id, {
          name: `Junior Player ${String.fromCharCode(65 + i)}`,
          section: 'U1000',
          rating: 990 - i * 45,
        }),
      );
    }
  });

  it('pairs, changes, undoes and publishes round 1 of each section', async () => {
    const draft = await pairDraft(id, { section: 'Open' });
    expect(draft).toMatchObject({ round: 1, status: 'draft', warnings: [] });
    expect(draft.boards).toHaveLength(6);
    expect(draft.boards[0]!.explanation.text).not.toBe('');
    expect(draft.options.ratingLimits).toEqual({ alternation: 80, equalization: 200 });

    const swapped = await t.app.inject({
      method: 'PUT',
      url: `${base(id)}/rounds/${draft.id}`,
      headers: admin,
      payload: {
        action: 'swapOpponents',
        playerA: draft.boards[0]!.white.id,
        playerB: draft.boards[1]!.white.id,
      },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const changed = swapped.json<DirectorRound>();
    expect(changed.boards[0]!.black.id).toBe(draft.boards[1]!.black.id);
    expect(changed.boards[0]!.manual).toBe(true);
    expect(changed.boards[0]!.explanation.rule).toBe('TD');
    expect(changed.warnings).toEqual([]);

    const colours = await t.app.inject({
      method: 'PUT',
      url: `${base(id)}/rounds/${draft.id}`,
      headers: admin,
      payload: { action: 'swapColours', board: 3 },
    });
    expect(colours.json<DirectorRound>().boards[2]!.white.id).toBe(draft.boards[2]!.black.id);

    const undo = await t.app.inject({
      method: 'DELETE',
      url: `${base(id)}/rounds/${draft.id}`,
      headers: admin,
    });
    expect(undo.statusCode).toBe(204);
    expect((await view(id)).sections[0]!.nextAction).toEqual({ action: 'pair', round: 1 });

    const repaired = await pairDraft(id, {
      section: 'Open',
      ratingLimits: { alternation: 60, equalization: 150 },
    });
    expect(repaired.boards.map((b) => [b.white.id, b.black.id])).toEqual(
      draft.boards.map((b) => [b.white.id, b.black.id]),
    );
    expect((await view(id)).sections[0]!.nextAction).toEqual({ action: 'publish', round: 1 });
    await publish(id, repaired.id);

    const juniorDraft = await pairDraft(id, { section: 'U1000', firstBoardWhite: false });
    // Eleven players: one full-point bye to the lowest rated (28L2).
    expect(juniorDraft.byes).toEqual([
      expect.objectContaining({
        player: expect.objectContaining({ id: juniors[10]!.id }),
        kind: 'full',
        requested: false,
      }),
    ]);
    await publish(id, juniorDraft.id);

    const published = await t.app.inject({
      method: 'GET',
      url: `/api/tournament/${id}/pairings?section=open`,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<PublishedPairings>()).toMatchObject({ section: 'Open', round: 1 });
    expect(published.json<PublishedPairings>().boards).toHaveLength(6);
  });

  it('enters round 1 results, corrects one and keeps the audit trail', async () => {
    const v = await view(id);
    for (const section of v.sections) await enterResults(id, section.rounds[0]!);
    const board = v.sections[0]!.rounds[0]!.boards[0]!;
    const first = resultFor(board, 1);
    const corrected: BoardResult = first === '1-0' ? '0-1' : '1-0';
    const res = await setResult(id, board.id, corrected);
    expect(res.statusCode).toBe(200);
    expect(res.json<DirectorBoard>().result).toBe(corrected);
    // The same result again changes nothing and writes no audit row.
    await setResult(id, board.id, corrected);

    const trail = await t.app.inject({
      method: 'GET',
      url: `${base(id)}/resultChanges`,
      headers: admin,
    });
    expect(trail.statusCode).toBe(200);
    expect(trail.json<ResultChangeList>().items).toEqual([
      expect.objectContaining({
        boardId: board.id,
        section: 'Open',
        round: 1,
        board: 1,
        fromResult: first,
        toResult: corrected,
        changedBy: 'admin',
      }),
    ]);
  });

  it('adds a late entry with half-point byes for the round it missed, and honours requested byes', async () => {
    late = await addEntry(id, { name: 'Junior Late', section: 'U1000', rating: 700 });
    const first = await pairDraft(id, { section: 'Open' });
    // Forcing a pairing of round 1's opponents is allowed but warned about (27A1).
    const a = first.boards[0]!.white.id;
    const opponent = (await view(id)).sections[0]!.rounds[0]!.boards.find(
      (b) => b.white.id === a || b.black.id === a,
    )!;
    const forced = await t.app.inject({
      method: 'PUT',
      url: `${base(id)}/rounds/${first.id}`,
      headers: admin,
      payload: {
        action: 'forcePairing',
        playerA: a,
        playerB: opponent.white.id === a ? opponent.black.id : opponent.white.id,
      },
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json<DirectorRound>().warnings).toContainEqual(
      expect.objectContaining({ rule: '27A1' }),
    );
    await t.app.inject({ method: 'DELETE', url: `${base(id)}/rounds/${first.id}`, headers: admin });

    const openRound = await pairDraft(id, { section: 'Open' });
    expect(openRound.warnings).toEqual([]);
    // Player E asked for a half-point bye in round 2 at registration; eleven others, one FPB.
    expect(openRound.byes).toHaveLength(2);
    expect(openRound.byes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          player: expect.objectContaining({ id: open[4]!.id }),
          kind: 'half',
          requested: true,
        }),
        expect.objectContaining({ kind: 'full', requested: false }),
      ]),
    );
    await publish(id, openRound.id);

    const wrongLate = await pair(id, {
      section: 'U1000',
      lateEntriesWithHalfPointByes: [juniors[0]!.id],
    });
    expect(wrongLate.statusCode).toBe(400);
    expect(wrongLate.json().fieldErrors).toHaveProperty('lateEntriesWithHalfPointByes');

    const juniorRound = await pairDraft(id, {
      section: 'U1000',
      lateEntriesWithHalfPointByes: [late.id],
    });
    expect(juniorRound.options.lateEntries).toEqual([
      { entryId: late.id, missedRounds: 'halfPointBye' },
    ]);
    const seated = juniorRound.boards.flatMap((b) => [b.white.id, b.black.id]);
    expect(seated).toContain(late.id);
    expect(juniorRound.byes).toEqual([]);
    await publish(id, juniorRound.id);
    for (const round of [openRound, juniorRound]) await enterResults(id, round);

    const lateRow = (await view(id)).sections[1]!.players.find((p) => p.id === late.id)!;
    const lateBoard = juniorRound.boards.find(
      (b) => b.white.id === late.id || b.black.id === late.id,
    )!;
    const result = resultFor(lateBoard, 2);
    const won =
      result === '1/2-1/2' ? 0.5 : (result === '1-0') === (lateBoard.white.id === late.id) ? 1 : 0;
    expect(lateRow.score).toBe(0.5 + won);
  });

  it('withdraws a player from round 3 on, undoes it and withdraws again', async () => {
    const withdraw = () =>
      t.app.inject({
        method: 'POST',
        url: `${base(id)}/withdrawals`,
        headers: admin,
        payload: { entryId: open[2]!.id, fromRound: 3 },
      });
    expect((await withdraw()).json()).toEqual({ entryId: open[2]!.id, fromRound: 3 });
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `${base(id)}/withdrawals/${open[2]!.id}`,
      headers: admin,
    });
    expect(undo.statusCode).toBe(204);
    expect((await withdraw()).statusCode).toBe(200);
    const row = (await view(id)).sections[0]!.players.find((p) => p.id === open[2]!.id)!;
    expect(row.withdrawnFromRound).toBe(3);
  });

  it('pairs rounds 3 and 4 around the withdrawal and a bye the director adds', async () => {
    for (const round of [3, 4]) {
      const openRound = await pairDraft(id, { section: 'Open' });
      expect(openRound.round).toBe(round);
      expect(openRound.withdrawn.map((p) => p.id)).toEqual([open[2]!.id]);
      const seated = openRound.boards.flatMap((b) => [b.white.id, b.black.id]);
      expect(seated).not.toContain(open[2]!.id);
      const juniorRound = await pairDraft(id, {
        section: 'U1000',
        halfPointByes: round === 3 ? [juniors[3]!.id] : [],
      });
      if (round === 3) {
        expect(juniorRound.byes).toContainEqual(
          expect.objectContaining({
            player: expect.objectContaining({ id: juniors[3]!.id }),
            kind: 'half',
            requested: true,
          }),
        );
      }
      for (const r of [openRound, juniorRound]) {
        expect(r.warnings).toEqual([]);
        await publish(id, r.id);
        await enterResults(id, r);
      }
    }
    const v = await view(id);
    expect(v.sections.map((s) => s.nextAction)).toEqual([
      { action: 'done', round: 4 },
      { action: 'done', round: 4 },
    ]);
  });

  it('never pairs two players twice in a section', async () => {
    const v = await view(id);
    for (const section of v.sections) {
      const met = new Set<string>();
      for (const round of section.rounds) {
        for (const b of round.boards) {
          const key = [b.white.id, b.black.id].sort((x, y) => x - y).join('-');
          expect(met.has(key), `${section.name} round ${round.round}: ${key}`).toBe(false);
          met.add(key);
        }
      }
    }
    expect(v.sections.flatMap((s) => s.players)).toHaveLength(24);
  });

  it('answers standings with US Chess tiebreaks and shared places, cached by ETag', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tournament/${id}/standings?section=Open`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const standings = res.json<SectionStandings>();
    expect(standings).toMatchObject({ section: 'Open', rounds: 4 });
    expect(standings.standings).toHaveLength(12);
    const top = standings.standings[0]!;
    expect(top.position).toBe(1);
    expect(Object.keys(top.tiebreaks)).toEqual([
      'modifiedMedian',
      'solkoff',
      'cumulative',
      'cumulativeOfOpposition',
    ]);
    const scores = standings.standings.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The wall chart: a cell a round, each game naming the opponent's place in this list.
    for (const row of standings.standings) {
      expect(row.cells).toHaveLength(4);
      for (const cell of row.cells) {
        expect(cell).toMatch(/^([WLDXF]([1-9]|1[0-2])|[BHU])$/);
        const m = /^([WLD])(\d+)$/.exec(cell);
        if (!m) continue;
        const other = standings.standings[Number(m[2]) - 1]!;
        const back = { W: 'L', L: 'W', D: 'D' }[m[1] as 'W' | 'L' | 'D'];
        expect(other.cells).toContain(`${back}${row.position}`);
      }
    }
    for (const row of standings.standings) {
      const tied = standings.standings.filter((s) => s.score === row.score).length;
      expect(row.place.includes('-')).toBe(tied > 1);
    }
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/tournament/${id}/standings?section=Open`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('exports each section as TRF16 that parses back to the same results', async () => {
    const v = await view(id);
    for (const section of v.sections) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/tournament/${id}/trf16?section=${encodeURIComponent(section.name)}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${shortName}-${section.name}.trf"`,
      );
      const { state } = parseTrf16(res.body);
      expect(state.rounds).toHaveLength(4);
      for (const round of section.rounds) {
        const entries = state.rounds[round.round - 1]!;
        for (const b of round.boards) {
          const white = entries[b.white.id]!;
          const black = entries[b.black.id]!;
          if (b.result === '1-0' || b.result === '0-1' || b.result === '1/2-1/2') {
            const points = b.result === '1-0' ? 1 : b.result === '0-1' ? 0 : 0.5;
            expect(white).toEqual({
              kind: 'played',
              colour: 'W',
              opponent: b.black.id,
              result: points,
            });
            expect(black).toEqual({
              kind: 'played',
              colour: 'B',
              opponent: b.white.id,
              result: 1 - points,
            });
          } else {
            expect([white.kind, black.kind]).toEqual(
              b.result === '1F-0F'
                ? ['forfeitWin', 'forfeitLoss']
                : b.result === '0F-1F'
                  ? ['forfeitLoss', 'forfeitWin']
                  : ['forfeitLoss', 'forfeitLoss'],
            );
          }
        }
        for (const bye of round.byes) {
          expect(entries[bye.player.id]!.kind).toBe(
            bye.kind === 'full'
              ? 'fullPointBye'
              : bye.kind === 'half'
                ? 'halfPointBye'
                : 'zeroPointBye',
          );
        }
        for (const p of round.withdrawn) expect(entries[p.id]!.kind).toBe('withdrawn');
      }
      const standings = (
        await t.app.inject({
          method: 'GET',
          url: `/api/tournament/${id}/standings?section=${encodeURIComponent(section.name)}`,
        })
      ).json<SectionStandings>();
      for (const row of standings.standings) expect(scoreOf(state, row.player.id)).toBe(row.score);
    }
  });

  it('exports the SwissSys file with every round’s results, which reads back the same', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tournament/${id}/swisssys`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const file = readSwissSys(res.body);
    const v = await view(id);
    for (const section of v.sections) {
      const players = file.players.filter((p) => p.section === section.name);
      const pairNumberOf = (entryId: number) => {
        const name = section.players.find((p) => p.id === entryId)!.name;
        return players.find((p) => p.name === lastFirstName(name))!.pairNumber;
      };
      for (const round of section.rounds) {
        for (const b of round.boards) {
          const white = players.find((p) => p.pairNumber === pairNumberOf(b.white.id))!;
          const black = players.find((p) => p.pairNumber === pairNumberOf(b.black.id))!;
          const [w, bl] = {
            '1-0': ['+', '-'],
            '0-1': ['-', '+'],
            '1/2-1/2': ['=', '='],
            '1F-0F': ['X', 'F'],
            '0F-1F': ['F', 'X'],
            '0F-0F': ['F', 'F'],
          }[b.result!];
          const colours = b.result!.includes('F') ? ['-', '-'] : ['W', 'B'];
          expect(white.results[round.round - 1]).toBe(
            `${w};${black.pairNumber};${colours[0]};${b.board};0;0;0`,
          );
          expect(bl).toBeDefined();
          expect(black.results[round.round - 1]).toBe(
            `${bl};${white.pairNumber};${colours[1]};${b.board};0;0;0`,
          );
        }
      }
    }
  });

  it('writes the US Chess rating report: the event, each section, and every player’s rounds', async () => {
    const file = async (name: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/tournament/${id}/uscfReport/${name}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      return readDbf(new Uint8Array(res.rawPayload));
    };
    const v = await view(id);
    const event = await file('THEXPORT.DBF');
    expect(event.records).toHaveLength(1);
    const at = (f: { fields: { name: string }[] }, field: string) =>
      f.fields.findIndex((x) => x.name === field);
    expect(event.records[0]![at(event, 'H_NAME')]).toBe(v.name.slice(0, 35).trim());
    expect(event.records[0]![at(event, 'H_TOT_SECT')]).toBe('2');
    expect(event.records[0]![at(event, 'H_CITY')]).toBe('Plano');
    const sections = await file('TSEXPORT.DBF');
    expect(sections.records.map((r) => r[at(sections, 'S_SEC_NAME')])).toEqual(['Open', 'U1000']);
    const players = await file('TDEXPORT.DBF');
    expect(players.records).toHaveLength(v.sections.flatMap((s) => s.players).length);
    const cells = ['D_RND01', 'D_RND02', 'D_RND03', 'D_RND04'].map((f) => at(players, f));
    for (const record of players.records) {
      for (const c of cells) expect(record[c]).toMatch(/^([WLDXF]\d+[WB]?|[UHB]0)$/);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tournament/${id}/uscfReport/REPORT.DBF`,
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
