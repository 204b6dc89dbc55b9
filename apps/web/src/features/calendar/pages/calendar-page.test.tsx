import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCalendarEvent, buildClub } from '@/test/factories';
import { setViewportWidth } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// The club is in Chicago (UTC-5 in July).
const EVENTS = [
  buildCalendarEvent(),
  buildCalendarEvent({
    id: 'class-1-2026-07-06',
    kind: 'class',
    title: 'Group Class: Advanced',
    start: '2026-07-06T16:00:00Z',
    end: '2026-07-06T17:00:00Z',
    url: '/classes',
  }),
  // 10 pm on July 4 in Chicago, though already July 5 in UTC.
  buildCalendarEvent({
    id: 'tournament-2-2026-07-04',
    title: 'Late Blitz',
    start: '2026-07-05T03:00:00Z',
    end: '2026-07-05T04:00:00Z',
  }),
];

function renderCalendar(path: string) {
  const api = mockApi({
    'GET /api/club': { body: buildClub({ timezone: 'America/Chicago' }) },
    'GET /api/calendar': { body: EVENTS },
  });
  return { ...renderApp(path), api };
}

describe('calendar page', () => {
  it('places each event on its day in the club time zone in the month view', async () => {
    const { api } = renderCalendar('/calendar?month=2026-07');

    expect(await screen.findByRole('heading', { level: 2, name: 'July 2026' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Events in July 2026' });
    const july4 = within(table).getByRole('cell', { name: /^Saturday, July 4/ });
    expect(
      (
        await within(july4).findByRole('link', { name: /2:00 PM Saturday Weekly Rapid/ })
      ).getAttribute('href'),
    ).toBe('/tournaments');
    expect(within(july4).getByRole('link', { name: /10:00 PM Late Blitz/ })).toBeTruthy();
    const july6 = within(table).getByRole('cell', { name: /^Monday, July 6/ });
    expect(
      within(july6).getByRole('link', { name: /11:00 AM Group Class: Advanced/ }),
    ).toBeTruthy();
    const july5 = within(table).getByRole('cell', { name: /^Sunday, July 5/ });
    expect(within(july5).queryByRole('link')).toBeNull();

    const [call] = api.fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith('/api/calendar'),
    );
    expect(String(call?.[0])).toBe('/api/calendar?from=2026-06-28&to=2026-08-01');
  });

  it('lists the events day by day in the list view', async () => {
    const { user } = renderCalendar('/calendar?month=2026-07');
    await screen.findByRole('table');

    await user.click(screen.getByRole('link', { name: 'List' }));

    const list = await screen.findByRole('list', { name: 'Events in July 2026' });
    expect(screen.queryByRole('table')).toBeNull();
    const days = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(days).toEqual(['Saturday, July 4', 'Monday, July 6']);
    expect(within(list).getByText('2:00 PM – 6:00 PM')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Late Blitz' })).toBeTruthy();
  });

  it('reads the month as its days with their events on a phone, not as a cut-short grid', async () => {
    setViewportWidth(375);
    try {
      renderCalendar('/calendar?month=2026-07');
      const list = await screen.findByRole('list', { name: 'Events in July 2026' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Saturday, July 4', 'Monday, July 6']);
      expect(screen.getByRole('link', { name: 'Month' }).getAttribute('aria-current')).toBe('true');
    } finally {
      setViewportWidth(1280);
    }
  });

  it('moves to the next month and offers the iCalendar feed', async () => {
    const { user, router } = renderCalendar('/calendar?month=2026-12');
    await screen.findByRole('heading', { level: 2, name: 'December 2026' });

    await user.click(screen.getByRole('link', { name: 'Next month' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'January 2027' })).toBeTruthy();
    expect(router.state.location.search).toBe('?month=2027-01');
    expect(
      screen.getByRole('link', { name: 'Subscribe in your calendar' }).getAttribute('href'),
    ).toMatch(/^webcal:\/\/.+\/api\/calendar\.ics$/);
  });
});
