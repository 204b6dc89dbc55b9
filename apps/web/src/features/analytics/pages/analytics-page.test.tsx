import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Analytics } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function buildAnalytics(days: number): Analytics {
  const perDay = Array.from({ length: days }, (_, i) => ({
    date: `2026-06-${String(i + 1).padStart(2, '0')}`,
    views: i === 2 ? 12 : 1,
  }));
  return {
    days,
    total: perDay.reduce((sum, day) => sum + day.views, 0),
    perPage: [
      { path: '/classes', views: 4 },
      { path: '/', views: days + 7 },
    ],
    perDay,
  };
}

describe('/admin/analytics', () => {
  it('plots views per day and lists views per page, busiest page first', async () => {
    mockApi({ 'GET /api/admin/analytics': { body: buildAnalytics(30) } });
    const { user } = renderApp('/admin/analytics', {
      session: buildSession({ roles: ['admin'] }),
    });

    expect(
      await screen.findByText(
        '41 page views from Jun 1 to Jun 30; the busiest day was Jun 3 with 12.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('41 page views in the last 30 days')).toBeTruthy();

    await user.click(screen.getByText('Page views by day (table)'));
    const dayRows = within(screen.getByRole('table', { name: 'Page views by day' })).getAllByRole(
      'row',
    );
    expect(dayRows).toHaveLength(31);
    expect(dayRows.slice(0, 4).map((row) => row.textContent)).toEqual([
      'DateViews',
      'Jun 1, 20261',
      'Jun 2, 20261',
      'Jun 3, 202612',
    ]);
    expect(dayRows[30]!.textContent).toBe('Jun 30, 20261');

    const rows = within(screen.getByRole('table', { name: 'Views per page' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['PageViews', '/37', '/classes4']);
  });

  it('asks for the last 7 days when the admin chooses 7 days', async () => {
    const api = mockApi({
      'GET /api/admin/analytics': { body: buildAnalytics(7) },
    });
    const { user, router } = renderApp('/admin/analytics', {
      session: buildSession({ roles: ['admin'] }),
    });
    await screen.findByText(/the busiest day was Jun 3 with 12/, undefined, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: '7 days' }));

    await waitFor(() =>
      expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/analytics?days=7',
      ),
    );
    expect(router.state.location.search).toBe('?days=7');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
