import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMajorTournament,
  buildTournament,
} from '@/features/tournaments/test/tournament-fakes';
import { buildLocation, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('/tournaments/:shortName', () => {
  it('shows a weekly event with its fees, place, description HTML and links', async () => {
    mockApi({
      'GET /api/tournaments/saturday-rapid-2026': { body: buildTournament({ locationId: 4 }) },
      'GET /api/locations': { body: [buildLocation({ id: 4, name: 'Main Office' })] },
    });
    renderApp('/tournaments/saturday-rapid-2026');

    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday Rapid' })).toBeTruthy();
    const fees = screen.getByRole('region', { name: 'Entry fees' });
    expect(fees.textContent).toContain('Entry fee$25');
    expect(fees.textContent).toContain('Club member fee$20');
    const place = screen.getByRole('region', { name: 'Date, time and place' });
    await waitFor(() => expect(place.textContent).toContain('WhereMain Office1 Main Street'));
    expect(place.textContent).toContain('WhenSat, Dec 5, 2026 at 2:00 PM');
    expect(screen.getByText('friend').tagName).toBe('STRONG');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Register')).toBe('/tourRegister/1');
    expect(href('Entries')).toBe('/tourEntries/1');
    expect(href('Pairings')).toBe('/tournaments/saturday-rapid-2026/pairings');
    expect(href('Standings')).toBe('/tournaments/saturday-rapid-2026/standings');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Run tournament' })).toBeNull();
  });

  it('links a tournament director to the director page, without the admin’s Edit', async () => {
    mockApi({ 'GET /api/tournaments/saturday-rapid-2026': { body: buildTournament() } });
    renderApp('/tournaments/saturday-rapid-2026', {
      session: buildSession({ roles: ['director'] }),
    });
    const run = await screen.findByRole('link', { name: 'Run tournament' });
    expect(run.getAttribute('href')).toBe('/director/1');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it("shows a major event's fee table by section with the dates, discount and play-up fee", async () => {
    mockApi({
      'GET /api/tournaments/fall-open-2026': { body: buildMajorTournament({ soldout: true }) },
    });
    renderApp('/tournaments/fall-open-2026', { session: buildSession({ roles: ['admin'] }) });

    const table = await screen.findByRole('table', { name: 'Entry fees' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Section',
      'Early bird (before Dec 1, 2026)',
      'Regular',
      'Late (from Dec 10, 2026)',
      'Rated',
    ]);
    const open = within(table).getByRole('row', { name: /Open/ });
    expect(
      within(open)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$50', '$60', '$70', 'Yes']);
    const fees = screen.getByRole('region', { name: 'Entry fees' });
    expect(fees.textContent).toContain('Club member discount$10');
    expect(fees.textContent).toContain('Play-up fee$15');
    // Sold out still leads to the registration page, where only the waiting list is offered.
    expect(screen.getByRole('link', { name: 'Sold Out' }).getAttribute('href')).toBe(
      '/tourRegister/7',
    );
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/tournamentAdd?id=7',
    );
  });

  it('shows the 404 page for an unknown short name', async () => {
    mockApi({
      'GET /api/tournaments/nope': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No tournament with that name.' },
      },
    });
    renderApp('/tournaments/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('/tournaments/:shortName results pages', () => {
  const withResults = buildTournament({
    pairingsHtml: '<table><tr><td>Round 1 pairings</td></tr></table>',
    standingsHtml: '<table><tr><td>Standings after round 1</td></tr></table>',
  });

  it('toggles between the standings and the pairings', async () => {
    mockApi({ 'GET /api/tournaments/saturday-rapid-2026': { body: withResults } });
    const { user } = renderApp('/tournaments/saturday-rapid-2026/results');

    expect(await screen.findByText('Standings after round 1')).toBeTruthy();
    expect(screen.queryByText('Round 1 pairings')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pairings' }));
    expect(screen.getByText('Round 1 pairings')).toBeTruthy();
    expect(screen.queryByText('Standings after round 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pairings' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Standings' }));
    expect(screen.getByText('Standings after round 1')).toBeTruthy();
  });

  it('shows the pairings page, and says when there are no pairings yet', async () => {
    mockApi({ 'GET /api/tournaments/saturday-rapid-2026': { body: withResults } });
    const view = renderApp('/tournaments/saturday-rapid-2026/pairings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saturday Rapid Pairings' }),
    ).toBeTruthy();
    // The live pairings are looked up first: none here, so the pasted HTML shows.
    expect((await screen.findByRole('region', { name: 'Pairings' })).textContent).toBe(
      'Round 1 pairings',
    );
    view.unmount();

    mockApi({ 'GET /api/tournaments/saturday-rapid-2026': { body: buildTournament() } });
    renderApp('/tournaments/saturday-rapid-2026/pairings');
    expect(await screen.findByText('No pairings yet.')).toBeTruthy();
  });

  it('shows the standings page', async () => {
    mockApi({ 'GET /api/tournaments/saturday-rapid-2026': { body: withResults } });
    renderApp('/tournaments/saturday-rapid-2026/standings');
    expect(await screen.findByText('Standings after round 1')).toBeTruthy();
  });
});
