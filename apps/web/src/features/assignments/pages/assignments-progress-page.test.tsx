import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClassTime } from '@kingside/shared';
import { buildProgress } from '@/features/assignments/test/assignment-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ id: 2, username: 'coach', name: 'Morgan Coach', roles: ['coach'] });

const saturday: ClassTime = {
  id: 1,
  label: 'Saturday 10:00 AM',
  weekday: 6,
  startTime: '10:00',
  durationMinutes: 60,
  location: null,
  coachId: 2,
  active: true,
};

describe('/assignmentsProgress', () => {
  it("shows a class time's students by its assignments: done, not yet, overdue and the counts", async () => {
    const api = mockApi({
      'GET /api/classTimes': { body: [saturday] },
      'GET /api/assignments/progress': { body: buildProgress() },
      'GET /api/assignments/progress.csv': { body: 'student,Mate in one' },
    });
    const { user } = renderApp('/assignmentsProgress', { session: coach });

    const chooser = await screen.findByRole(
      'combobox',
      { name: 'Class Time' },
      { timeout: 10_000 },
    );
    const exportCsv = screen.getByRole('button', { name: 'Export CSV' });
    expect((exportCsv as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect((chooser as HTMLSelectElement).options).toHaveLength(2));
    await user.selectOptions(chooser, 'Saturday 10:00 AM');

    const region = await screen.findByRole('region', { name: 'Progress of Saturday 10:00 AM' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Student', 'Completed', 'Mate in one', 'Which opening?']);
    const ivy = within(table).getByRole('row', { name: /Ivy Gambit/ });
    expect(
      within(ivy)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1/1', 'DoneMay 3, 2026 · 2 attempts', '—Not assigned']);
    const sam = within(table).getByRole('row', { name: /Sam Student/ });
    const overdue = within(sam).getAllByRole('cell')[1]!;
    expect(overdue.textContent).toBe('Not yet4 attempts · Due May 2, 2026 · Overdue');
    const footer = within(table).getByRole('row', { name: /Completed per assignment/ });
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '1/2', '0/1']);
    expect(api.callsTo('GET /api/assignments/progress')[0]?.query.get('classTime')).toBe(
      'Saturday 10:00 AM',
    );

    // jsdom has no Blob URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:progress');
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(exportCsv);
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(api.callsTo('GET /api/assignments/progress.csv')[0]?.query.get('classTime')).toBe(
      'Saturday 10:00 AM',
    );
  });

  it('shows a student their own row without a class time chooser', async () => {
    const own = buildProgress();
    const api = mockApi({
      'GET /api/assignments/progress': {
        body: { ...own, classTime: null, rows: [own.rows[1]!], total: 1 },
      },
    });
    renderApp('/assignmentsProgress', { session: buildSession() });

    const region = await screen.findByRole('region', { name: 'Progress' }, { timeout: 10_000 });
    expect(within(region).getByRole('row', { name: /Sam Student/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Class Time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(api.callsTo('GET /api/assignments/progress')[0]?.query.has('classTime')).toBe(false);
    expect(api.callsTo('GET /api/classTimes')).toHaveLength(0);
  });
});
