import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  dateKeyIn,
  MESSAGES,
  type AttendanceDay,
  type AttendanceMark,
  type ClassTime,
} from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const classTime = (id: number, label: string, startTime: string): ClassTime => ({
  id,
  label,
  weekday: 2,
  startTime,
  durationMinutes: 60,
  location: 'Main Office',
  coachId: null,
  active: true,
});

const TUESDAY_EARLY = classTime(1, 'Tuesday 5:30 PM', '17:30');
const TUESDAY_LATE = classTime(2, 'Tuesday 6:30 PM', '18:30');
const SAM = {
  id: 11,
  username: 'sam.bishop',
  name: 'Sam Bishop',
  classTime: 'Tuesday 5:30 PM',
  classTimeId: 1,
};
const LENA = {
  id: 12,
  username: 'lena.queen',
  name: 'Lena Queenside',
  classTime: null,
  classTimeId: null,
};

/** A fake attendance API that keeps its marks, so a mark or an undo shows in the next sheet. */
function mockAttendance(initial: AttendanceMark[] = []) {
  let marks = [...initial];
  let nextId = 90;
  return mockApi({
    'GET /api/attendance/day': () => ({
      body: {
        date: '2026-11-24',
        classTimes: [TUESDAY_EARLY, TUESDAY_LATE],
        items: [SAM, LENA].map((s) => ({ ...s, marks: marks.filter((m) => m.userId === s.id) })),
        total: 2,
        page: 0,
        size: 25,
      } satisfies AttendanceDay,
    }),
    'POST /api/attendance': ({ body }: MockRequest) => {
      const input = body as { userId: number; classTimeId: number; notes: string | null };
      const start = [TUESDAY_EARLY, TUESDAY_LATE].find((c) => c.id === input.classTimeId)!;
      const mark: AttendanceMark = {
        id: nextId++,
        userId: input.userId,
        classTimeId: input.classTimeId,
        attendedAt: '2026-11-24T23:30:00.000Z',
        date: '2026-11-24',
        startTime: start.startTime,
        notes: input.notes,
        markedBy: 'assistant',
      };
      marks = [...marks, mark];
      return { status: 201, body: mark };
    },
    'DELETE /api/attendance/90': () => {
      marks = marks.filter((m) => m.id !== 90);
      return { body: { message: MESSAGES.deleted } };
    },
  });
}

async function openSheet(roles: ('admin' | 'assistant')[] = ['assistant']) {
  const view = renderApp('/attendance', { session: buildSession({ roles }) });
  await screen.findByRole('heading', { level: 1, name: 'Attendance' }, { timeout: 10_000 });
  const table = await screen.findByRole('table', { name: 'Attendance' });
  return { ...view, table };
}

describe('AttendancePage', () => {
  it('shows each active student with one button per class start of the day, in club time', async () => {
    mockAttendance();
    const { table } = await openSheet();

    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Username',
      'Name',
      'Class Time',
      '5:30 PMTuesday 5:30 PM',
      '6:30 PMTuesday 6:30 PM',
      'Other Marks',
    ]);
    const sam = within(table).getByRole('row', { name: /sam\.bishop/ });
    expect(
      within(sam)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5:30 PM', '6:30 PM']);
    expect(
      within(sam)
        .getByRole('button', { name: 'Mark Sam Bishop at 5:30 PM' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('marks a student at a class time with the notes, shows it marked, and a second click undoes it', async () => {
    const api = mockAttendance();
    const { table, user } = await openSheet();

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Came late');
    await user.click(within(table).getByRole('button', { name: 'Mark Sam Bishop at 5:30 PM' }));

    const marked = await within(table).findByRole('button', {
      name: 'Undo Sam Bishop at 5:30 PM',
    });
    expect(marked.getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('POST /api/attendance')[0]!.body).toEqual({
      userId: 11,
      date: dateKeyIn(new Date(), 'America/Chicago'),
      classTimeId: 1,
      notes: 'Came late',
    });
    expect(screen.getByRole('status').textContent).toBe('Marked Sam Bishop at 5:30 PM.');
    // The other class of the day and the other student stay unmarked.
    expect(within(table).getByRole('button', { name: 'Mark Sam Bishop at 6:30 PM' })).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'Mark Lena Queenside at 5:30 PM' }),
    ).toBeTruthy();

    await user.click(marked);
    await within(table).findByRole('button', { name: 'Mark Sam Bishop at 5:30 PM' });
    expect(api.callsTo('DELETE /api/attendance/90')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Undid Sam Bishop at 5:30 PM.');
  });

  it('shows a mark at a time without a button as a chip that undoes it', async () => {
    const api = mockAttendance([
      {
        id: 90,
        userId: 12,
        classTimeId: null,
        attendedAt: '2026-11-24T22:00:00.000Z',
        date: '2026-11-24',
        startTime: '16:00',
        notes: null,
        markedBy: 'admin',
      },
    ]);
    const { table, user } = await openSheet(['admin']);
    const chip = await within(table).findByRole('button', {
      name: 'Marked Lena Queenside at 4:00 PM',
    });
    await user.type(chip, '{Delete}');
    await waitFor(() => expect(api.callsTo('DELETE /api/attendance/90')).toHaveLength(1));
  });

  it('is refused to a coach', async () => {
    mockAttendance();
    renderApp('/attendance', { session: buildSession({ roles: ['coach'] }) });
    expect(
      await screen.findByText(MESSAGES.accessRestricted, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
