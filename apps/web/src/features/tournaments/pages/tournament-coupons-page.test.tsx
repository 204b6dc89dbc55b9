import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOURNAMENT_MESSAGES, type Coupon, type CouponPage } from '@kingside/shared';
import { buildCoupon, buildTournamentCard } from '@/features/tournaments/test/tournament-fakes';
import { buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

const page = (items: Coupon[]): CouponPage => ({ items, total: items.length, page: 0, size: 25 });

async function openGrid() {
  const view = renderApp('/tournament-coupons', { session: buildSession({ roles: ['admin'] }) });
  await screen.findByRole('heading', { level: 1, name: 'Tournament Coupons' }, { timeout: 10_000 });
  const grid = await screen.findByRole('grid', { name: 'Tournament Coupons' });
  return { ...view, grid };
}

const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-id') !== null);

describe('/tournament-coupons', () => {
  it('lists coupons with flat values in dollars, percentages in percent, and their tournament', async () => {
    mockApi({
      'GET /api/tournaments/upcoming': {
        body: [buildTournamentCard({ id: 5, name: 'Fall Open' })],
      },
      'GET /api/tournament-coupons': {
        body: page([
          buildCoupon(),
          buildCoupon({
            id: 2,
            couponCode: 'HALF',
            couponType: 'PERCENTAGE',
            couponValue: 50,
            tournamentId: 5,
          }),
        ]),
      },
    });
    const { grid } = await openGrid();

    expect(await within(grid).findByText('WELCOME10')).toBeTruthy();
    expect(within(grid).getByText('$10.00')).toBeTruthy();
    expect(within(grid).getByText('50%')).toBeTruthy();
    expect(within(grid).getByText('Fall Open')).toBeTruthy();
    expect(within(grid).getByText('Any cart')).toBeTruthy();
  });

  it('adds a flat-fee coupon, sending its value in cents', async () => {
    let rows = [buildCoupon()];
    const api = mockApi({
      'GET /api/tournaments/upcoming': { body: [] },
      'GET /api/tournament-coupons': () => ({ body: page(rows) }),
      'POST /api/tournament-coupons': ({ body }: MockRequest) => {
        const saved = { ...(body as Coupon), id: 2, expirationDate: null, tournamentId: null };
        rows = [saved, ...rows];
        return { body: saved };
      },
    });
    const { grid, user } = await openGrid();
    await within(grid).findByText('WELCOME10');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const row = dataRows(grid)[0]!;
    await enter(user, within(row).getByRole('textbox', { name: 'Coupon Code' }), 'SPRING15');
    const value = within(row).getByRole('spinbutton', { name: 'Coupon Value ($ or %)' });
    await user.clear(value);
    await enter(user, value, '15');
    await user.click(within(row).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/tournament-coupons')).toHaveLength(1));
    expect(api.callsTo('POST /api/tournament-coupons')[0]?.body).toMatchObject({
      couponCode: 'SPRING15',
      couponType: 'FLAT_FEE',
      couponValue: 1500,
    });
    expect(await within(grid).findByText('SPRING15')).toBeTruthy();
  });

  it('refuses a coupon without a code before sending it', async () => {
    const api = mockApi({
      'GET /api/tournaments/upcoming': { body: [] },
      'GET /api/tournament-coupons': { body: page([]) },
    });
    const { grid, user } = await openGrid();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(within(dataRows(grid)[0]!).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Coupon Code is required');
    expect(api.callsTo('POST /api/tournament-coupons')).toHaveLength(0);
  });

  it('says Deleted Successfully!! after a delete, and why a delete failed', async () => {
    let rows = [buildCoupon(), buildCoupon({ id: 2, couponCode: 'USED' })];
    mockApi({
      'GET /api/tournaments/upcoming': { body: [] },
      'GET /api/tournament-coupons': () => ({ body: page(rows) }),
      'DELETE /api/tournament-coupons/1': () => {
        rows = rows.filter((r) => r.id !== 1);
        return { status: 204 };
      },
      'DELETE /api/tournament-coupons/2': {
        status: 409,
        body: { code: 'COUPON_IN_USE', message: 'This coupon was used.' },
      },
    });
    const { grid, user } = await openGrid();
    await within(grid).findByText('WELCOME10');

    const remove = async (id: string) => {
      const row = dataRows(grid).find((r) => r.getAttribute('data-id') === id)!;
      await user.click(within(row).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    };
    await remove('1');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(TOURNAMENT_MESSAGES.deleted),
    );
    await waitFor(() => expect(within(grid).queryByText('WELCOME10')).toBeNull());

    await remove('2');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `${TOURNAMENT_MESSAGES.unableToDelete}This coupon was used.`,
      ),
    );
  });
});
