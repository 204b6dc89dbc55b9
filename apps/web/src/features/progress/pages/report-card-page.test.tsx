import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROGRESS_MESSAGES, type ReportComment, type ReportCommentSave } from '@kingside/shared';
import { buildReportCard } from '@/features/progress/test/progress-fakes';
import { buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ id: 2, username: 'coach', name: 'Morgan Coach', roles: ['coach'] });
const parent = buildSession({ id: 30, username: 'dana', name: 'Dana Pawn', roles: [] });
const FALL = '/students/pat/report?from=2026-09-01&to=2026-12-31';
const SLOW = { timeout: 10_000 };

async function openReport(session = coach, path = FALL) {
  const view = renderApp(path, { session });
  await screen.findByRole('heading', { level: 1, name: 'Report card: Pat Pawn' }, SLOW);
  return view;
}

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('/students/{username}/report', () => {
  it("shows the student's mistakes: per game against the period before, by phase and theme, and a position to discuss", async () => {
    mockApi({ 'GET /api/students/pat/report': { body: buildReportCard() } });
    await openReport();

    const section = screen.getByRole('region', { name: 'Mistakes' });
    expect(within(section).getByText('1.5 (2.5 the period before: fewer)')).toBeTruthy();
    expect(within(section).getByText(/Fork \(2\), Hanging Piece \(1\)/)).toBeTruthy();
    const positions = within(section).getByRole('list', { name: 'Positions to discuss' });
    expect(within(positions).getByText(/Nf6 was played; g6 was better/)).toBeTruthy();
    expect(
      within(positions).getByRole('link', { name: 'Review the game' }).getAttribute('href'),
    ).toBe('/myGames/31/review');
  });

  it('lets the coach send a position to discuss as an assignment in one click', async () => {
    const api = mockApi({
      'GET /api/students/pat/report': { body: buildReportCard() },
      'POST /api/mygames/31/mistakes/24/assign': {
        body: { message: 'Assigned to 1 student.', assignmentIds: [7], students: 1, added: 1 },
      },
    });
    const { user } = await openReport();

    const positions = screen.getByRole('list', { name: 'Positions to discuss' });
    await user.click(within(positions).getByRole('button', { name: 'Assign to Pat Pawn' }));
    expect(await within(positions).findByText('Assigned to 1 student.')).toBeTruthy();
    expect(api.callsTo('POST /api/mygames/31/mistakes/24/assign')[0]!.body).toEqual({
      to: 'student',
    });
  });

  it('shows each rating line with its table, the homework, puzzles, attendance calendar and games', async () => {
    const api = mockApi({ 'GET /api/students/pat/report': { body: buildReportCard() } });
    await openReport();

    expect(Object.fromEntries(api.callsTo('GET /api/students/pat/report')[0]!.query)).toEqual({
      from: '2026-09-01',
      to: '2026-12-31',
    });
    expect(screen.getByText('Fall 2026', { selector: 'p' })).toBeTruthy();
    expect(tableRows('Club puzzle rating by day')).toEqual([
      'DateRating',
      'Oct 3, 20261450',
      'Nov 7, 20261472',
    ]);
    expect(tableRows('Chess.com by day')).toEqual(['DateRating', 'Nov 1, 2026700']);
    expect(screen.getByText('No US Chess ratings in this period.')).toBeTruthy();
    expect(
      screen.getByText(/Chess.com has not answered since Nov 25, 2026, 12:00 PM/),
    ).toBeTruthy();

    const homework = screen.getByRole('table', { name: 'Homework' });
    expect(within(homework).getByRole('row', { name: /Knight forks/ }).textContent).toContain(
      'Nov 8, 2026Overdue',
    );
    expect(within(homework).getByRole('row', { name: /Mate in one/ }).textContent).not.toContain(
      'Overdue',
    );
    expect(tableRows('Themes')).toEqual(['ThemePlayedSolvedSuccess %', 'Fork10440%', 'Pin201785%']);
    expect(screen.getByText('1 puzzle is due for review.')).toBeTruthy();

    const attendance = screen.getByRole('region', { name: 'Attendance' });
    expect(
      within(attendance)
        .getAllByRole('table')
        .map((table) => table.querySelector('caption')?.textContent),
    ).toEqual(['September 2026', 'October 2026', 'November 2026', 'December 2026']);
    const november = within(attendance).getByRole('table', { name: 'November 2026' });
    expect(within(november).getByRole('cell', { name: 'Sat, Nov 7, 2026: attended' })).toBeTruthy();
    expect(
      within(november).getByRole('cell', { name: 'Sat, Nov 14, 2026: class, absent' }),
    ).toBeTruthy();
    expect(within(november).getByRole('cell', { name: 'Sun, Nov 1, 2026: no class' })).toBeTruthy();
    expect(
      within(within(attendance).getByRole('list', { name: 'Days attended' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sat, Nov 7, 2026', 'Sat, Nov 21, 2026']);

    expect(tableRows('Live games')).toEqual([
      'DateOpponentColourResultEndingTime control',
      'Nov 10, 2026ivyWhiteWonCheckmate10+5',
    ]);
  });

  it("saves the coach's comment on the period and says Comment saved.", async () => {
    const api = mockApi({
      'GET /api/students/pat/report': { body: buildReportCard() },
      'PUT /api/students/pat/report/comment': ({ body }: MockRequest) => ({
        body: {
          ...(body as ReportCommentSave),
          author: 'Morgan Coach',
          updatedAt: '2026-11-27T16:00:00.000Z',
        } satisfies ReportComment,
      }),
    });
    const { user } = await openReport();

    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Great progress on forks.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PROGRESS_MESSAGES.commentSaved)).toBeTruthy();
    expect(api.callsTo('PUT /api/students/pat/report/comment')[0]?.body).toEqual({
      from: '2026-09-01',
      to: '2026-12-31',
      comment: 'Great progress on forks.',
    });
    expect(screen.getByText('Morgan Coach, Nov 27, 2026, 10:00 AM')).toBeTruthy();
  });

  it('shows a parent the comment without a field or Save', async () => {
    mockApi({
      'GET /api/students/pat/report': {
        body: buildReportCard({
          canComment: false,
          comment: {
            from: '2026-09-01',
            to: '2026-12-31',
            comment: 'Pat works hard.',
            author: 'Morgan Coach',
            updatedAt: '2026-11-27T16:00:00.000Z',
          },
        }),
      },
    });
    await openReport(parent);

    const comment = screen.getByRole('region', { name: "Coach's comment" });
    expect(within(comment).getByText('Pat works hard.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
  });

  it('says when there is no comment for the period', async () => {
    mockApi({
      'GET /api/students/pat/report': { body: buildReportCard({ canComment: false }) },
    });
    await openReport(parent);

    expect(screen.getByText('No comment for this period.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('prints on one sheet: Print opens the dialog and print rules hide the site around it', async () => {
    mockApi({ 'GET /api/students/pat/report': { body: buildReportCard() } });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { container, user } = await openReport();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(container.querySelector('.report-card')).toBeTruthy();
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(styles).toContain('@media print');
    expect(styles).toMatch(/@page\s*\{\s*margin:\s*12mm/);
    // Rows past the first few and the review list stay on screen only.
    expect(styles).toMatch(/\.report-print-extra\{display:none/);
  });

  it('asks for the chosen term when the period changes', async () => {
    const api = mockApi({ 'GET /api/students/pat/report': { body: buildReportCard() } });
    const { user } = await openReport(coach, '/students/pat/report?from=2026-10-01&to=2026-10-31');

    const picker = screen.getByRole('combobox', { name: 'Period' });
    expect((picker as HTMLSelectElement).value).toBe('custom');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-01');
    const firstTerm = (picker as HTMLSelectElement).options[0]!;
    await user.selectOptions(picker, firstTerm);
    await waitFor(() => expect(api.callsTo('GET /api/students/pat/report')).toHaveLength(2));
    const query = api.callsTo('GET /api/students/pat/report')[1]!.query;
    expect(query.get('from')! < query.get('to')!).toBe(true);
    expect(query.get('from')).not.toBe('2026-10-01');
  });
});
