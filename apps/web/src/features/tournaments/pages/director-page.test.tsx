import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_MESSAGES, MESSAGES, type DirectorView } from '@kingside/shared';
import {
  buildDirectorBoard,
  buildDirectorRound,
  buildDirectorSection,
  buildDirectorView,
} from '@/features/tournaments/test/director-fakes';
import { buildTournamentCard } from '@/features/tournaments/test/tournament-fakes';
import { buildSession } from '@/test/factories';
import { setViewportWidth } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const director = buildSession({ roles: ['director'], username: 'director' });

/** A view whose Champ section is `section`. */
const viewWith = (section: Partial<DirectorView['sections'][number]>) =>
  buildDirectorView({
    sections: [buildDirectorSection(section), buildDirectorSection({ name: 'U1600', players: [] })],
  });

const publishedRound = (results: [string | null, string | null]) =>
  buildDirectorRound({
    status: 'published',
    publishedAt: '2026-11-27T13:05:00.000Z',
    boards: buildDirectorRound().boards.map((b, i) => ({
      ...b,
      result: results[i] as (typeof b)['result'],
    })),
  });

async function openDirector() {
  const view = renderApp('/director/1', { session: director });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Saturday Rapid — Director' },
    { timeout: 10_000 },
  );
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('/director/:id', () => {
  it('pairs the next round with the limits and byes the director chose, then shows the draft', async () => {
    let view = viewWith({});
    const api = mockApi({
      'GET /api/director/tournament/1': () => ({ body: view }),
      'GET /api/director/tournament/1/resultChanges': { body: { items: [] } },
      'POST /api/director/tournament/1/rounds': () => {
        view = viewWith({
          rounds: [buildDirectorRound()],
          nextAction: { action: 'publish', round: 1 },
        });
        return { status: 201, body: buildDirectorRound() };
      },
    });
    const { user } = await openDirector();

    expect(screen.getByRole('tab', { name: 'Champ', selected: true })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Pair round 1' });
    expect(within(form).getByLabelText<HTMLInputElement>('Alternation rating limit').value).toBe(
      '80',
    );
    expect(within(form).getByLabelText<HTMLInputElement>('Equalization rating limit').value).toBe(
      '200',
    );
    await user.selectOptions(within(form).getByLabelText('Carl Gauss'), 'Half-point bye');
    await user.selectOptions(within(form).getByLabelText('Dora Euler'), 'Zero-point bye');
    await user.click(within(form).getByRole('button', { name: 'Pair round 1' }));

    const draft = await screen.findByRole('region', { name: 'Round 1 draft' });
    expect(api.callsTo('POST /api/director/tournament/1/rounds')[0]?.body).toEqual({
      section: 'Champ',
      ratingLimits: { alternation: 80, equalization: 200 },
      halfPointByes: [3],
      zeroPointByes: [4],
      lateEntriesWithHalfPointByes: [],
    });
    const boards = within(draft).getByRole('table', { name: 'Round 1 boards' });
    expect(within(boards).getByText('Ada Lovelace (1800)')).toBeTruthy();
    expect(within(boards).getByText('Carl Gauss (1500)')).toBeTruthy();
  });

  it('shows the server’s message as it is when pairing is refused', async () => {
    mockApi({
      'GET /api/director/tournament/1': { body: viewWith({}) },
      'GET /api/director/tournament/1/resultChanges': { body: { items: [] } },
      'POST /api/director/tournament/1/rounds': {
        status: 409,
        body: { code: 'CONFLICT', message: DIRECTOR_MESSAGES.draftExists },
      },
    });
    const { user } = await openDirector();
    const form = screen.getByRole('form', { name: 'Pair round 1' });
    await user.click(within(form).getByRole('button', { name: 'Pair round 1' }));
    expect(await screen.findByText(DIRECTOR_MESSAGES.draftExists)).toBeTruthy();
  });

  it('explains a board on Why?, swaps opponents and colours, and publishes the draft', async () => {
    const draft = buildDirectorRound({
      warnings: [{ rule: '27A1', text: 'Board 2 is a rematch.', playerIds: [2, 4] }],
    });
    const api = mockApi({
      'GET /api/director/tournament/1': {
        body: viewWith({ rounds: [draft], nextAction: { action: 'publish', round: 1 } }),
      },
      'GET /api/director/tournament/1/resultChanges': { body: { items: [] } },
      'PUT /api/director/tournament/1/rounds/11': { body: draft },
      'POST /api/director/tournament/1/rounds/11/publish': {
        body: { ...draft, status: 'published' },
      },
    });
    const { user } = await openDirector();
    const region = screen.getByRole('region', { name: 'Round 1 draft' });

    expect(within(region).getByText(/Board 2 is a rematch\./)).toBeTruthy();
    const why = within(region).getByRole('button', { name: 'Why? board 1' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    await user.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(within(region).getByText(/Top half against bottom half/)).toBeTruthy();
    expect(within(region).getByText('Ada against Bob: both in the top half.')).toBeTruthy();
    expect(within(region).getByText(/The toss gave the higher-ranked player White/)).toBeTruthy();

    await user.selectOptions(within(region).getByLabelText('First player'), 'Ada Lovelace');
    await user.selectOptions(within(region).getByLabelText('Second player'), 'Bob Boole');
    await user.click(within(region).getByRole('button', { name: 'Swap opponents' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/director/tournament/1/rounds/11')[0]?.body).toEqual({
        action: 'swapOpponents',
        playerA: 1,
        playerB: 2,
      }),
    );

    await user.click(within(region).getByRole('button', { name: 'Swap colours board 2' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/director/tournament/1/rounds/11')[1]?.body).toEqual({
        action: 'swapColours',
        board: 2,
      }),
    );

    await user.click(within(region).getByRole('button', { name: 'Publish round 1' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/director/tournament/1/rounds/11/publish')).toHaveLength(1),
    );
  });

  it('saves a result on change and says it is saved', async () => {
    const api = mockApi({
      'GET /api/director/tournament/1': {
        body: viewWith({
          rounds: [publishedRound([null, null])],
          nextAction: { action: 'results', round: 1 },
        }),
      },
      'GET /api/director/tournament/1/resultChanges': { body: { items: [] } },
      'PUT /api/director/tournament/1/boards/102/result': {
        body: buildDirectorBoard({ id: 102, board: 2, result: '1/2-1/2' }),
      },
    });
    const { user } = await openDirector();

    expect(screen.getByText('Enter every result of round 1 to pair the next round.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Result board 2'), '½-½');
    await waitFor(() =>
      expect(api.callsTo('PUT /api/director/tournament/1/boards/102/result')[0]?.body).toEqual({
        result: '1/2-1/2',
      }),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('corrects a result and lists the correction in the audit trail', async () => {
    let changes: unknown[] = [];
    const api = mockApi({
      'GET /api/director/tournament/1': {
        body: viewWith({
          rounds: [publishedRound(['1-0', '0-1'])],
          nextAction: { action: 'pair', round: 2 },
        }),
      },
      'GET /api/director/tournament/1/resultChanges': () => ({ body: { items: changes } }),
      'PUT /api/director/tournament/1/boards/101/result': () => {
        changes = [
          {
            id: 1,
            boardId: 101,
            section: 'Champ',
            round: 1,
            board: 1,
            fromResult: '1-0',
            toResult: '0-1',
            changedBy: 'director',
            changedAt: '2026-11-27T13:30:00.000Z',
          },
        ];
        return { body: buildDirectorBoard({ result: '0-1' }) };
      },
    });
    const { user } = await openDirector();

    expect(screen.getByRole('button', { name: /Result corrections \(0\)/ })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Result board 1'), '0-1');
    await waitFor(() =>
      expect(api.callsTo('PUT /api/director/tournament/1/boards/101/result')[0]?.body).toEqual({
        result: '0-1',
      }),
    );
    const trail = await screen.findByRole('button', { name: /Result corrections \(1\)/ });
    await user.click(trail);
    expect(await screen.findByText(/Champ round 1 board 1: 1-0 → 0-1 by director/)).toBeTruthy();
  });

  it('says how many are checked in, checks everyone in, and checks one player out', async () => {
    const section = buildDirectorSection();
    section.players[1] = { ...section.players[1]!, verified: false };
    section.players[2] = { ...section.players[2]!, verified: false };
    const api = mockApi({
      'GET /api/director/tournament/1': { body: buildDirectorView({ sections: [section] }) },
      'GET /api/director/tournament/1/resultChanges': { body: { items: [] } },
      'PUT /api/director/tournament/1/entries/2/checkIn': { body: { entryId: 2, verified: true } },
      'PUT /api/director/tournament/1/entries/3/checkIn': { body: { entryId: 3, verified: true } },
      'PUT /api/director/tournament/1/entries/1/checkIn': { body: { entryId: 1, verified: false } },
    });
    const { user } = await openDirector();

    expect(
      screen.getByText(/2 of 4 checked in\. Only checked-in players are paired\./),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check in everyone' }));
    await waitFor(() => {
      expect(api.callsTo('PUT /api/director/tournament/1/entries/2/checkIn')[0]?.body).toEqual({
        verified: true,
      });
      expect(api.callsTo('PUT /api/director/tournament/1/entries/3/checkIn')).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: 'Check out Ada Lovelace' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/director/tournament/1/entries/1/checkIn')[0]?.body).toEqual({
        verified: false,
      }),
    );
  });

  it('lists the players as cards on a phone, each with its check-in and withdrawal', async () => {
    setViewportWidth(375);
    const section = buildDirectorSection({ nextAction: { action: 'pair', round: 1 } });
    section.players[1] = { ...section.players[1]!, verified: false, byesRequested: [3] };
    const api = mockApi({
      'GET /api/director/tournament/1': { body: buildDirectorView({ sections: [section] }) },
      'GET /api/director/tournament/1/resultChanges': { body: { items: [] } },
      'PUT /api/director/tournament/1/entries/2/checkIn': { body: { entryId: 2, verified: true } },
      'POST /api/director/tournament/1/withdrawals': {
        status: 201,
        body: { entryId: 1, fromRound: 1 },
      },
    });
    const { user } = await openDirector();

    // No seven-column table to scroll sideways: a card per player.
    expect(screen.queryByRole('table', { name: 'Champ players' })).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Champ players' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(4);
    const bob = cards.find((card) => within(card).queryByRole('heading', { name: 'Bob Boole' }))!;
    expect(within(bob).getByText('No')).toBeTruthy();
    expect(within(bob).getByText('Byes requested:')).toBeTruthy();
    await user.click(within(bob).getByRole('button', { name: 'Check in Bob Boole' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/director/tournament/1/entries/2/checkIn')[0]?.body).toEqual({
        verified: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw Ada Lovelace' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/director/tournament/1/withdrawals')[0]?.body).toEqual({
        entryId: 1,
        fromRound: 1,
      }),
    );
    // The pairing form's labels are whole: each player's name labels their choice.
    const form = screen.getByRole('form', { name: 'Pair round 1' });
    expect(within(form).getByLabelText('Bob Boole').tagName).toBe('SELECT');
  });

  it('withdraws a player from the next round and undoes a withdrawal', async () => {
    const section = buildDirectorSection({ nextAction: { action: 'results', round: 2 } });
    section.players[3] = { ...section.players[3]!, withdrawnFromRound: 2 };
    const api = mockApi({
      'GET /api/director/tournament/1': {
        body: buildDirectorView({ sections: [section] }),
      },
      'GET /api/director/tournament/1/resultChanges': { body: { items: [] } },
      'POST /api/director/tournament/1/withdrawals': {
        status: 201,
        body: { entryId: 1, fromRound: 3 },
      },
      'DELETE /api/director/tournament/1/withdrawals/4': { status: 204 },
    });
    const { user } = await openDirector();

    await user.click(screen.getByRole('button', { name: 'Withdraw Ada Lovelace' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/director/tournament/1/withdrawals')[0]?.body).toEqual({
        entryId: 1,
        fromRound: 3,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Undo withdrawal Dora Euler' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/director/tournament/1/withdrawals/4')).toHaveLength(1),
    );
  });

  it('lists the ongoing and upcoming tournaments on /director, each linking to its page', async () => {
    mockApi({
      'GET /api/tournaments/ongoing': {
        body: [buildTournamentCard({ id: 5, name: 'Friday Blitz' })],
      },
      'GET /api/tournaments/upcoming': { body: [] },
    });
    renderApp('/director', { session: director });
    const link = await screen.findByRole('link', { name: 'Friday Blitz' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/director/5');
    expect(screen.getByText('No upcoming tournaments.')).toBeTruthy();
  });

  it('refuses the page to a student', async () => {
    const api = mockApi({});
    renderApp('/director/1', { session: buildSession() });
    expect(
      await screen.findByText(MESSAGES.accessRestricted, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/director/tournament/1')).toHaveLength(0);
  });
});
