import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildClassProgress } from '@/features/progress/test/progress-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ id: 2, username: 'coach', name: 'Morgan Coach', roles: ['coach'] });

function mockClass() {
  return mockApi({
    'GET /api/progress/classes': { body: [{ id: 3, label: 'Saturday 10:00 AM', students: 2 }] },
    'GET /api/classTimes/3/progress': { body: buildClassProgress() },
    'GET /api/classTimes/3/progress.csv': { body: 'username,name' },
  });
}

const studentOrder = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('/classProgress', () => {
  it("shows the class's students with their trends and sorts the page by a column", async () => {
    const api = mockClass();
    const { user } = renderApp('/classProgress', { session: coach });

    const region = await screen.findByRole(
      'region',
      { name: 'Progress of Saturday 10:00 AM' },
      { timeout: 10_000 },
    );
    const table = within(region).getByRole('table', { name: 'Class progress' });
    const call = api.callsTo('GET /api/classTimes/3/progress')[0]!.query;
    expect(call.get('page')).toBe('0');
    expect(call.get('size')).toBe('50');
    expect(call.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(studentOrder(table)).toEqual(['Pat Pawn', 'Ivy Gambit']);
    expect(within(table).getByRole('link', { name: 'Pat Pawn' }).getAttribute('href')).toBe(
      `/students/pat/report?from=${call.get('from')}&to=${call.get('to')}`,
    );
    const pat = within(table).getByRole('row', { name: /Pat Pawn/ });
    expect(pat.textContent).toContain('1470 Weekly puzzle rating: 1450, 1462, –, 1470');
    expect(pat.textContent).toContain('75% (3/4) Homework completed each week: 1, 0, 1, 1');
    expect(pat.textContent).toContain('75% (3/4) Days attended each week: 1, 1, 0, 1');
    expect(pat.textContent).toContain('1.5 (2 games)');

    await user.click(within(table).getByRole('button', { name: 'Student' }));
    expect(studentOrder(table)).toEqual(['Ivy Gambit', 'Pat Pawn']);
    const header = (name: string) =>
      within(table).getByRole('button', { name }).closest('th')!.getAttribute('aria-sort');
    expect(header('Student')).toBe('ascending');

    await user.click(within(table).getByRole('button', { name: 'Games' }));
    await user.click(within(table).getByRole('button', { name: 'Games' }));
    expect(header('Games')).toBe('descending');
    expect(header('Student')).toBeNull();
    expect(studentOrder(table)).toEqual(['Ivy Gambit', 'Pat Pawn']);

    await user.click(within(table).getByRole('button', { name: 'Puzzle rating' }));
    expect(studentOrder(table)).toEqual(['Pat Pawn', 'Ivy Gambit']);
    expect(api.callsTo('GET /api/classTimes/3/progress')).toHaveLength(1);
  });

  it('exports the class over the period as a CSV file', async () => {
    const api = mockClass();
    const { user } = renderApp('/classProgress', { session: coach });
    await screen.findByRole(
      'region',
      { name: 'Progress of Saturday 10:00 AM' },
      { timeout: 10_000 },
    );

    // jsdom has no Blob URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:class-progress');
        static override revokeObjectURL = vi.fn();
      },
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const page = api.callsTo('GET /api/classTimes/3/progress')[0]!.query;
    const csv = api.callsTo('GET /api/classTimes/3/progress.csv')[0]!.query;
    expect(Object.fromEntries(csv)).toEqual({ from: page.get('from'), to: page.get('to') });
    expect(saved[0]).toBe(
      `class-progress-saturday-10-00-am-${page.get('from')}-${page.get('to')}.csv`,
    );
  });
});
