import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type AfterschoolRegistration, type MessageResponse } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

function buildRegistration(
  overrides: Partial<AfterschoolRegistration> = {},
): AfterschoolRegistration {
  return {
    id: 1,
    studentName: 'Alice Pawn',
    parentName: 'Pat Pawn',
    parentEmail: 'pat@example.com',
    parentPhoneNumber: '555-0100',
    studentGrade: '3',
    studentHouse: 'Gryphon',
    studentPrimaryTeacher: 'Ms. Rook',
    paidAmountCents: 17500,
    paymentMethod: 'zelle',
    schoolName: 'RJLEE',
    active: true,
    createdDate: '2027-01-10T15:00:00Z',
    ...overrides,
  };
}

/** A fake after-school admin API that keeps its rows, so a save or delete shows in the next list. */
function mockRegistrations(initial: AfterschoolRegistration[]) {
  let rows = [...initial];
  return mockApi({
    'GET /api/afterschoolAdmin/RJLEE': () => ({
      body: rows.filter((r) => r.schoolName === 'RJLEE'),
    }),
    'GET /api/afterschoolAdmin/MUSTANG': () => ({
      body: rows.filter((r) => r.schoolName === 'MUSTANG'),
    }),
    'POST /api/afterschoolAdmin': ({ body }: MockRequest) => {
      const saved = buildRegistration({ ...(body as Partial<AfterschoolRegistration>), id: 50 });
      rows = [...rows, saved];
      return { body: saved };
    },
    'DELETE /api/afterschoolAdmin/1': () => {
      rows = rows.filter((row) => row.id !== 1);
      return { body: { message: MESSAGES.deleted } satisfies MessageResponse };
    },
  });
}

async function openGrid(path: string, title: string) {
  const view = renderApp(path, { session: buildSession({ roles: ['admin'] }) });
  // The first import of the lazy grid page takes a while in jsdom.
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  const grid = await screen.findByRole('grid', { name: title });
  return { ...view, grid };
}

const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-id') !== null);

describe('after-school registrations grid', () => {
  it("lists a school's registrations with the paid amount in dollars", async () => {
    mockRegistrations([
      buildRegistration(),
      buildRegistration({ id: 2, studentName: 'Max Mustang', schoolName: 'MUSTANG' }),
    ]);
    const { grid } = await openGrid('/RJLEE/registrations', 'RJ Lee Registrations');

    expect(await within(grid).findByText('Alice Pawn')).toBeTruthy();
    expect(within(grid).getByText('175.00')).toBeTruthy();
    expect(within(grid).getByText('Zelle')).toBeTruthy();
    expect(within(grid).queryByText('Max Mustang')).toBeNull();
  });

  it('refuses to save a new row without a student name', async () => {
    const api = mockRegistrations([]);
    const { grid, user } = await openGrid('/mustang/registrations', 'Mustang Registrations');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const [row] = dataRows(grid);
    await enter(user, within(row!).getByRole('textbox', { name: 'Parent Name' }), 'Pat Pawn');
    await user.click(within(row!).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Student Name is required');
    expect(api.callsTo('POST /api/afterschoolAdmin')).toHaveLength(0);
  });

  it("posts a new row for the page's school with the paid amount in cents", async () => {
    const api = mockRegistrations([]);
    const { grid, user } = await openGrid('/mustang/registrations', 'Mustang Registrations');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const [row] = dataRows(grid);
    await enter(user, within(row!).getByRole('textbox', { name: 'Student Name' }), 'Max Mustang');
    const paid = within(row!).getByRole('spinbutton', { name: 'Paid Amount ($)' });
    await user.clear(paid);
    await enter(user, paid, '80');
    await user.click(within(row!).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/afterschoolAdmin')).toHaveLength(1));
    expect(api.callsTo('POST /api/afterschoolAdmin')[0]?.body).toMatchObject({
      studentName: 'Max Mustang',
      schoolName: 'MUSTANG',
      paidAmountCents: 8000,
      paymentMethod: null,
      active: true,
    });
    expect(await within(grid).findByText('Max Mustang')).toBeTruthy();
  });

  it('deletes a registration after the admin confirms', async () => {
    const api = mockRegistrations([buildRegistration()]);
    const { grid, user } = await openGrid('/RJLEE/registrations', 'RJ Lee Registrations');
    await within(grid).findByText('Alice Pawn');

    await user.click(within(dataRows(grid)[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(within(dialog).getByText(MESSAGES.confirmDelete('Alice Pawn'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.deleted);
    expect(api.callsTo('DELETE /api/afterschoolAdmin/1')).toHaveLength(1);
    await waitFor(() => expect(within(grid).queryByText('Alice Pawn')).toBeNull());
  });
});
