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
    expect(await screen.findByText(ENTRY_MESSAGES.thanks)).toBeTruthy();
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
    expect(await screen.findByText(ENTRY_MESSAGES.thanks)).toBeTruthy();
    expect(screen.getByText('pay@club.test')).toBeTruthy();
  });

  it('confirms nothing when opened without a registration', async () => {
    mockApi({ 'GET /api/tournament/7': { body: buildMajorTournament() } });
    renderApp('/tourRegisterSuccess/7');
    expect(await screen.findByText(MESSAGES.noRegistrationToConfirm)).toBeTruthy();
    expect(screen.queryByText(ENTRY_MESSAGES.thanks)).toBeNull();
  });
});
