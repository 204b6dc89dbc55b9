import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type CampRegistration, type MessageResponse } from '@kingside/shared';
import { buildCampEvent, buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function buildCampRegistration(overrides: Partial<CampRegistration> = {}): CampRegistration {
  return {
    id: 1,
    studentName: 'Alice Pawn',
    parentName: 'Pat Pawn',
    email: 'pat@example.com',
    phoneNumber: '555-0100',
    eventName: 'Summer Camp Week 1',
    eventSlot: 'Full Day',
    eventPrice: 37500,
    eventUnit: 5,
    eventId: 1,
    paid: true,
    paymentMethod: 'creditCard',
    active: true,
    createdDate: '2026-04-02T15:00:00Z',
    ...overrides,
  };
}

const events = [
  buildCampEvent(),
  buildCampEvent({ id: 2, eventSlot: 'Half Day Morning', priceCents: 22500 }),
];

async function openGrid() {
  const view = renderApp('/camp/registrations', { session: buildSession({ roles: ['admin'] }) });
  // The first import of the lazy grid page takes a while in jsdom.
  await screen.findByRole('heading', { level: 1, name: 'Camp Registrations' }, { timeout: 10_000 });
  const grid = await screen.findByRole('grid', { name: 'Camp Registrations' });
  return { ...view, grid };
}

const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-id') !== null);

describe('/camp/registrations', () => {
  it('lists the registrations with their camp week, slot and price', async () => {
    mockApi({
      'GET /api/campAdmin/': { body: [buildCampRegistration()] },
      'GET /api/campEventsAdmin': { body: events },
    });
    const { grid } = await openGrid();

    expect(await within(grid).findByText('Alice Pawn')).toBeTruthy();
    expect(within(grid).getByText('Summer Camp Week 1 — Full Day')).toBeTruthy();
    expect(within(grid).getByText('$375.00')).toBeTruthy();
  });

  it('refuses a blank student name, then deletes a registration after confirmation', async () => {
    let rows = [buildCampRegistration()];
    const api = mockApi({
      'GET /api/campAdmin/': () => ({ body: rows }),
      'GET /api/campEventsAdmin': { body: events },
      'DELETE /api/campAdmin/1': () => {
        rows = [];
        return { body: { message: MESSAGES.deleted } satisfies MessageResponse };
      },
      'POST /api/camp': ({ body }: MockRequest) => ({ body }),
    });
    const { grid, user } = await openGrid();
    await within(grid).findByText('Alice Pawn');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(
      within(dataRows(grid)[0]!).getByRole('textbox', { name: 'Email' }),
      'kid@example.com',
    );
    await user.click(within(dataRows(grid)[0]!).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Student Name is required');
    expect(api.callsTo('POST /api/camp')).toHaveLength(0);
    // The grid puts the refused row back into edit mode just after the alert shows.
    await user.click(await within(dataRows(grid)[0]!).findByRole('button', { name: 'Cancel' }));

    const saved = dataRows(grid).find((row) => row.getAttribute('data-id') === '1')!;
    await user.click(within(saved).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(within(dialog).getByText(MESSAGES.confirmDelete('Alice Pawn'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.deleted));
    expect(api.callsTo('DELETE /api/campAdmin/1')).toHaveLength(1);
    await waitFor(() => expect(within(grid).queryByText('Alice Pawn')).toBeNull());
  });

  it('tells a non-admin that the page is restricted and loads no registrations', async () => {
    const api = mockApi();
    renderApp('/camp/registrations', { session: buildSession({ roles: ['coach'] }) });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
    expect(api.callsTo('GET /api/campAdmin/')).toHaveLength(0);
  });
});
