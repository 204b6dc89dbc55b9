import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTournamentCard } from '@/features/tournaments/test/tournament-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const UPCOMING = [
  buildTournamentCard(),
  buildTournamentCard({
    id: 2,
    name: 'Blitz Night',
    shortName: 'blitz-night-2026',
    type: 'Blitz',
    emoji: '⚡',
    timeControl: 'G/5 d0',
    soldout: true,
    showEntries: false,
  }),
  buildTournamentCard({
    id: 7,
    name: 'Fall Open',
    shortName: 'fall-open-2026',
    type: 'Classical',
    emoji: '♟️',
    timeControl: 'G/90 d5',
    majorEvent: true,
  }),
];

const panel = (name: string) =>
  screen.getByText(name, { selector: 'summary' }).closest('details') as HTMLElement;

describe('/tournaments', () => {
  it('shows upcoming major and weekly tournaments in their own panels, with emoji and links', async () => {
    mockApi({ 'GET /api/tournaments/upcoming': { body: UPCOMING } });
    renderApp('/tournaments');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upcoming Tournaments' }),
    ).toBeTruthy();
    await screen.findByText('Saturday Rapid');
    const majors = panel('Major Tournaments');
    const weeklies = panel('Weekly Tournaments');
    expect(within(majors).getByRole('article').textContent).toContain('♟️Fall Open');
    expect(within(weeklies).getAllByRole('article')).toHaveLength(2);

    const rapid = within(weeklies).getAllByRole('article')[0]!;
    expect(rapid.textContent).toContain('⏱️Saturday Rapid');
    expect(rapid.textContent).toContain('Four rounds of rapid chess.');
    expect(rapid.textContent).toContain('G/30 d5');
    expect(rapid.textContent).toContain('$25');
    expect(rapid.textContent).toContain('Sat, Dec 5, 2026 at 2:00 PM');
    expect(rapid.textContent).toContain('Trophies for the top three');
    const href = (name: string, card = rapid) =>
      within(card).getByRole('link', { name }).getAttribute('href');
    expect(href('Learn More')).toBe('/tournaments/saturday-rapid-2026');
    expect(href('Register')).toBe('/tourRegister/1');
    expect(href('Entries')).toBe('/tourEntries/1');
    expect(screen.getByRole('link', { name: 'Ongoing tournaments' }).getAttribute('href')).toBe(
      '/tournaments/ongoing',
    );
  });

  it('says Sold out instead of Register, still leading to the waiting list', async () => {
    mockApi({ 'GET /api/tournaments/upcoming': { body: UPCOMING } });
    renderApp('/tournaments');

    const blitz = (await screen.findByText('Blitz Night')).closest('article') as HTMLElement;
    expect(within(blitz).getByRole('link', { name: 'Sold out' }).getAttribute('href')).toBe(
      '/tourRegister/2',
    );
    expect(within(blitz).queryByRole('link', { name: 'Register' })).toBeNull();
    // Its entries are not shown to visitors.
    expect(within(blitz).queryByRole('link', { name: 'Entries' })).toBeNull();
  });

  it('offers Add Tournament to admins only', async () => {
    mockApi({ 'GET /api/tournaments/upcoming': { body: UPCOMING } });
    const view = renderApp('/tournaments', { session: buildSession({ roles: ['admin'] }) });
    expect((await screen.findByRole('link', { name: 'Add Tournament' })).getAttribute('href')).toBe(
      '/tournamentAdd',
    );
    view.unmount();

    mockApi({ 'GET /api/tournaments/upcoming': { body: UPCOMING } });
    renderApp('/tournaments', { session: buildSession({ roles: ['student', 'coach'] }) });
    await screen.findByText('Blitz Night');
    expect(screen.queryByRole('link', { name: 'Add Tournament' })).toBeNull();
  });
});

describe('/tournaments/ongoing', () => {
  it("shows today's tournaments with pairings and standings, the board note, and recent results", async () => {
    mockApi({
      'GET /api/tournaments/ongoing': { body: [buildTournamentCard({ hasPairings: true })] },
      'GET /api/tournaments/last3Months': {
        body: [
          buildTournamentCard({ id: 3, name: 'October Rapid', shortName: 'october-rapid-2026' }),
        ],
      },
    });
    renderApp('/tournaments/ongoing');

    expect(await screen.findByText('Please bring a chess board, set and clock.')).toBeTruthy();
    const today = (await screen.findByText('Saturday Rapid')).closest('article') as HTMLElement;
    const href = (card: HTMLElement, name: string) =>
      within(card).getByRole('link', { name }).getAttribute('href');
    expect(href(today, 'Learn More')).toBe('/tournaments/saturday-rapid-2026');
    expect(href(today, 'Pairings')).toBe('/tournaments/saturday-rapid-2026/pairings');
    expect(href(today, 'Standings')).toBe('/tournaments/saturday-rapid-2026/standings');

    const recent = screen.getByRole('region', { name: 'Recent tournaments' });
    const october = within(recent).getByRole('article');
    expect(href(october, 'Results')).toBe('/tournaments/october-rapid-2026/results');
  });
});
