import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTRY_MESSAGES, MESSAGES } from '@kingside/shared';
import {
  buildMajorTournament,
  buildTournamentOrder,
} from '@/features/tournaments/test/tournament-fakes';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('/tourRegisterSuccess/:id', () => {
  it('thanks for a paid registration with the tournament name, the players and the receipt', async () => {
    const order = buildTournamentOrder();
    mockApi({
      'GET /api/tournament/7': { body: buildMajorTournament() },
      [`GET /api/orders/${order.orderRef}`]: { body: order },
    });
    renderApp(`/tourRegisterSuccess/7?orderRef=${order.orderRef}`, {
      state: { names: ['Ada Pawn', 'Bo Pawn'], waitingList: false, message: 'Registered' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fall Open' })).toBeTruthy();
    // The spec's headline, word for word, then the page's own thanks below it.
    expect(await screen.findByText(ENTRY_MESSAGES.registered)).toBeTruthy();
    expect(screen.getByText(ENTRY_MESSAGES.thanksForPayment)).toBeTruthy();
    expect(screen.getByText(ENTRY_MESSAGES.registered).parentElement?.textContent).toBe(
      'Registered Successfully Thanks for the payment.',
    );
    expect(screen.getByText(ENTRY_MESSAGES.thanks)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ada Pawn',
      'Bo Pawn',
    ]);
    expect(screen.getByText('$90.00')).toBeTruthy();
    expect(screen.getByText(/Transaction id: 60044/)).toBeTruthy();
  });

  it('shows the Zelle instructions for a Zelle registration', async () => {
    const order = buildTournamentOrder({
      status: 'awaiting_payment',
      paymentMethod: 'zelle',
      transactionId: null,
      zelle: { recipient: 'pay@club.test', name: 'Club', memo: 'Order 12' },
      holdUntil: '2026-11-27T12:00:00.000Z',
    });
    mockApi({
      'GET /api/tournament/7': { body: buildMajorTournament() },
      [`GET /api/orders/${order.orderRef}`]: { body: order },
    });
    renderApp(`/tourRegisterSuccess/7?orderRef=${order.orderRef}`);
    expect(await screen.findByText(ENTRY_MESSAGES.registered)).toBeTruthy();
    // Nothing is paid yet: no thanks for a payment.
    expect(screen.queryByText(ENTRY_MESSAGES.thanksForPayment)).toBeNull();
    expect(screen.getByText('pay@club.test')).toBeTruthy();
  });

  it('says registered without a payment for an entry made at once (free play credit)', async () => {
    mockApi({ 'GET /api/tournament/7': { body: buildMajorTournament() } });
    renderApp('/tourRegisterSuccess/7', {
      state: { names: ['Sam Credit'], waitingList: false, message: 'Registered Successfully' },
    });
    expect(await screen.findByText(ENTRY_MESSAGES.registered)).toBeTruthy();
    expect(screen.getByText(ENTRY_MESSAGES.thanks)).toBeTruthy();
    expect(screen.queryByText(ENTRY_MESSAGES.thanksForPayment)).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('Sam Credit');
  });

  it('says the payment was made but the entry is not recorded yet', async () => {
    const order = buildTournamentOrder({ status: 'paid_unrecorded' });
    mockApi({
      'GET /api/tournament/7': { body: buildMajorTournament() },
      [`GET /api/orders/${order.orderRef}`]: { body: order },
    });
    renderApp(`/tourRegisterSuccess/7?orderRef=${order.orderRef}`);
    expect(await screen.findByText(ENTRY_MESSAGES.paymentMadeButNoEntry)).toBeTruthy();
    expect(screen.queryByText(ENTRY_MESSAGES.registered)).toBeNull();
  });

  it('confirms nothing when opened without a registration', async () => {
    mockApi({ 'GET /api/tournament/7': { body: buildMajorTournament() } });
    renderApp('/tourRegisterSuccess/7');
    expect(await screen.findByText(MESSAGES.noRegistrationToConfirm)).toBeTruthy();
    expect(screen.queryByText(ENTRY_MESSAGES.registered)).toBeNull();
    expect(screen.queryByText(ENTRY_MESSAGES.thanks)).toBeNull();
  });
});
