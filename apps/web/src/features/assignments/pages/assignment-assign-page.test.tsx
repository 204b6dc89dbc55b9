import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_MESSAGES,
  MESSAGES,
  type AssignResult,
  type AssignmentStudent,
  type UnassignResult,
} from '@kingside/shared';
import {
  buildAssignmentDetail,
  buildAssignmentStudent,
  pageOf,
} from '@/features/assignments/test/assignment-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ id: 2, username: 'coach', name: 'Morgan Coach', roles: ['coach'] });

/** A fake server where students move between the two grids of assignments 5 and 6. */
function mockStudents() {
  const students: Record<number, AssignmentStudent> = {
    9: buildAssignmentStudent({ id: 9, username: 'ivy', name: 'Ivy Gambit' }),
    10: buildAssignmentStudent({ id: 10, username: 'leo', name: 'Leo Castle' }),
    11: buildAssignmentStudent({ id: 11, username: 'mia', name: 'Mia Rook' }),
  };
  const assigned = new Set([11]);
  const grid = (has: boolean) => () => ({
    body: pageOf(Object.values(students).filter((s) => assigned.has(s.id) === has)),
  });
  return mockApi({
    'GET /api/assignments/5': { body: buildAssignmentDetail({ id: 5, name: 'Mate in one' }) },
    'GET /api/assignments/6': { body: buildAssignmentDetail({ id: 6, name: 'Which opening?' }) },
    'GET /api/assignments/5,6/unassignedUsers': grid(false),
    'GET /api/assignments/5,6/assignedUsers': grid(true),
    'POST /api/assignments/assign': (request) => {
      const { userIds = [] } = request.body as { userIds?: number[] };
      for (const id of userIds) assigned.add(id);
      return {
        body: {
          message: ASSIGNMENT_MESSAGES.assigned(2, userIds.length, userIds.length * 2),
          assignmentIds: [5, 6],
          students: userIds.length,
          added: userIds.length * 2,
        } satisfies AssignResult,
      };
    },
    'POST /api/assignments/unassign': (request) => {
      const { userIds } = request.body as { userIds: number[] };
      for (const id of userIds) assigned.delete(id);
      return {
        body: {
          message: ASSIGNMENT_MESSAGES.unassigned(2, 0),
          removed: 2,
          keptCompleted: 0,
        } satisfies UnassignResult,
      };
    },
  });
}

async function openAssign() {
  const view = renderApp('/assignmentAssign/5,6', { session: coach });
  await screen.findByRole('heading', { level: 1, name: 'Assign Students' }, { timeout: 10_000 });
  return view;
}

describe('/assignmentAssign/{ids}', () => {
  it('moves ticked students to Assigned Students with the due date, Move staying off until one is ticked', async () => {
    const api = mockStudents();
    const { user } = await openAssign();

    expect(await screen.findByText('2 assignments: Mate in one, Which opening?')).toBeTruthy();
    const unassigned = await screen.findByRole('grid', { name: 'Unassigned Students' });
    await within(unassigned).findByText('Leo Castle');
    const move = screen.getByRole('button', { name: 'Move to Assigned Students' });
    expect((move as HTMLButtonElement).disabled).toBe(true);

    const dueDate = screen.getByLabelText('Due date');
    await user.type(dueDate, '2026-06-08');
    const ivy = within(unassigned).getByText('Ivy Gambit').closest('[role="row"]') as HTMLElement;
    await user.click(within(ivy).getByRole('checkbox'));
    expect((move as HTMLButtonElement).disabled).toBe(false);
    await user.click(move);

    expect(await screen.findByText(ASSIGNMENT_MESSAGES.assigned(2, 1, 2))).toBeTruthy();
    expect(api.callsTo('POST /api/assignments/assign')[0]?.body).toEqual({
      assignmentIds: [5, 6],
      userIds: [9],
      dueDate: '2026-06-08',
    });
    const assigned = screen.getByRole('grid', { name: 'Assigned Students' });
    expect(await within(assigned).findByText('Ivy Gambit')).toBeTruthy();
    await waitFor(() => expect(within(unassigned).queryByText('Ivy Gambit')).toBeNull());
    expect((move as HTMLButtonElement).disabled).toBe(true);
  });

  it('assigns everyone in the class times typed, the button waiting for some', async () => {
    const api = mockStudents();
    const { user } = await openAssign();

    const button = screen.getByRole('button', { name: 'Assign Class Times' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Class times'), 'Saturday 10:00 AM, Sunday 2:00 PM');
    await user.click(button);

    expect(await screen.findByText(ASSIGNMENT_MESSAGES.assigned(2, 0, 0))).toBeTruthy();
    expect(api.callsTo('POST /api/assignments/assign')[0]?.body).toEqual({
      assignmentIds: [5, 6],
      classTimes: 'Saturday 10:00 AM, Sunday 2:00 PM',
      dueDate: null,
    });
    expect((screen.getByLabelText('Class times') as HTMLInputElement).value).toBe('');
  });

  it('moves ticked students back to Unassigned Students', async () => {
    const api = mockStudents();
    const { user } = await openAssign();

    const assigned = await screen.findByRole('grid', { name: 'Assigned Students' });
    const mia = (await within(assigned).findByText('Mia Rook')).closest(
      '[role="row"]',
    ) as HTMLElement;
    const move = screen.getByRole('button', { name: 'Move to Unassigned Students' });
    expect((move as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(mia).getByRole('checkbox'));
    await user.click(move);

    expect(await screen.findByText(ASSIGNMENT_MESSAGES.unassigned(2, 0))).toBeTruthy();
    expect(api.callsTo('POST /api/assignments/unassign')[0]?.body).toEqual({
      assignmentIds: [5, 6],
      userIds: [11],
    });
    const unassigned = screen.getByRole('grid', { name: 'Unassigned Students' });
    expect(await within(unassigned).findByText('Mia Rook')).toBeTruthy();
  });

  it('says what is wrong with ids that are not a list of assignment ids', async () => {
    const api = mockApi();
    renderApp('/assignmentAssign/abc', { session: coach });

    expect(await screen.findByText('Give assignment ids, comma-separated.')).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/assignments'))).toHaveLength(0);
  });

  it('tells a student that the page is restricted', async () => {
    mockApi();
    renderApp('/assignmentAssign/5', { session: buildSession() });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
  });
});
