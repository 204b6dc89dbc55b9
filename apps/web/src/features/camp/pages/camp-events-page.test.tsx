import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiError } from '@kingside/shared';
import { buildCampEvent, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function openGrid() {
  const view = renderApp('/camp/events', { session: buildSession({ roles: ['admin'] }) });
  // The first import of the lazy grid page takes a while in jsdom.
  await screen.findByRole('heading', { level: 1, name: 'Camp Events' }, { timeout: 10_000 });
  const grid = await screen.findByRole('grid', { name: 'Camp Events' });
  return { ...view, grid };
}

const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-id') !== null);

describe('/camp/events', () => {
  it('lists every camp week and slot with prices in dollars', async () => {
    mockApi({
      'GET /api/campEventsAdmin': {
        body: [
          buildCampEvent(),
          buildCampEvent({ id: 2, eventSlot: 'Half Day Morning', active: false }),
        ],
      },
    });
    const { grid } = await openGrid();

    expect(await within(grid).findByText('Half Day Morning')).toBeTruthy();
    expect(within(grid).getAllByText('Summer Camp Week 1')).toHaveLength(2);
    expect(within(grid).getAllByText('400.00')).toHaveLength(2);
    expect(within(grid).getAllByText('375.00')).toHaveLength(2);
  });

  it('sends the edited week in cents and shows the conflict when its name and slot exist', async () => {
    const message = 'This camp week already has that slot.';
    const api = mockApi({
      'GET /api/campEventsAdmin': { body: [buildCampEvent()] },
      'POST /api/campEventsAdmin': {
        status: 409,
        body: {
          code: 'CAMP_EVENT_EXISTS',
          message,
          fieldErrors: { eventSlot: [message] },
        } satisfies ApiError,
      },
    });
    const { grid, user } = await openGrid();
    await within(grid).findByText('Summer Camp Week 1');

    await user.click(within(dataRows(grid)[0]!).getByRole('button', { name: 'Edit' }));
    await user.click(within(dataRows(grid)[0]!).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain(`Event Slot: ${message}`);
    await waitFor(() => expect(api.callsTo('POST /api/campEventsAdmin')).toHaveLength(1));
    // The row as listed, sent back unchanged.
    expect(api.callsTo('POST /api/campEventsAdmin')[0]?.body).toEqual(buildCampEvent());
    expect(within(dataRows(grid)[0]!).getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
