import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  FamilyCartCatalog,
  FamilyCartQuote,
  FamilyCartRequest,
  OrderSummary,
  PaymentsConfig,
} from '@kingside/shared';
import { buildChild, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const catalog: FamilyCartCatalog = {
  camp: [
    {
      id: 11,
      label: 'Summer Camp Week 1 Full Day',
      startDate: '2027-06-08',
      endDate: '2027-06-12',
      priceCents: 40000,
      seatsLeft: 5,
    },
  ],
  afterschool: [
    {
      schoolName: 'RJLEE',
      name: 'After School Chess at RJ Lee',
      priceCents: 17500,
      registrationFeeCents: 0,
      seatsLeft: 30,
    },
  ],
  tournaments: [
    {
      id: 21,
      name: 'Winter Open',
      date: '2026-12-12',
      sections: ['Open', 'U1000'],
      schedules: [],
      placesLeft: null,
    },
  ],
};

const order: OrderSummary = {
  orderRef: '8a6d3f5e-2b1c-4d7e-9f00-1234567890ab',
  orderNumber: 9,
  kind: 'family',
  status: 'awaiting_payment',
  paymentMethod: 'zelle',
  amountCents: 60000,
  description: 'Family cart',
  items: [],
  transactionId: null,
  zelle: { recipient: 'pay@club.test', name: 'Club', memo: 'Order 9' },
  holdUntil: '2026-12-02T12:00:00.000Z',
  createdAt: '2026-11-29T12:00:00.000Z',
};

/** The server's price of each kind, as the fake quote answers it. */
const PRICES = { camp: 40000, afterschool: 17500, tournament: 2500 } as const;

function open() {
  const api = mockApi({
    'GET /api/family/children': {
      body: [buildChild(), buildChild({ id: 32, name: 'Bo Pawn', grade: '5' })],
    },
    'GET /api/family/cart/catalog': { body: catalog },
    'POST /api/family/cart/quote': (r) => {
      const { items } = r.body as FamilyCartRequest;
      const lines = items.map((i) => ({
        kind: i.type,
        childName: i.childId === 31 ? 'Ada Pawn' : 'Bo Pawn',
        description: `${i.type} line`,
        amountCents: PRICES[i.type],
      }));
      const total = lines.reduce((s, l) => s + l.amountCents, 0);
      return {
        body: {
          lines,
          subtotalCents: total,
          discountCents: 0,
          totalCents: total,
          couponCode: null,
          couponMessage: null,
          payLaterUntil: '2026-12-02T12:00:00.000Z',
          payLaterRefusal: null,
        } satisfies FamilyCartQuote,
      };
    },
    'POST /api/family/cart': { status: 201, body: { order } },
    [`GET /api/orders/${order.orderRef}`]: { body: order },
    'GET /api/payments/config': {
      body: {
        card: {
          environment: 'sandbox',
          acceptJsUrl: '/accept.js',
          apiLoginId: 'x',
          clientKey: 'y',
        },
        paypal: { environment: 'sandbox' },
        zelle: { recipient: 'pay@club.test', name: 'Club' },
      } satisfies PaymentsConfig,
    },
  });
  return { ...renderApp('/profile/family/cart', { session: buildSession({ roles: [] }) }), api };
}

describe('/profile/family/cart', () => {
  it('puts registrations for two children in one cart, priced by the server, and books it with Zelle', async () => {
    const { user, api } = open();
    const form = await screen.findByRole('form', { name: 'Add to the cart' }, { timeout: 10_000 });
    const pick = async (child: string, kind: string, choice: string) => {
      await user.selectOptions(within(form).getByRole('combobox', { name: 'Child' }), child);
      await user.selectOptions(within(form).getByRole('combobox', { name: 'Register for' }), kind);
      const select = within(form).getByRole('combobox', { name: kind });
      await user.selectOptions(
        select,
        within(select).getByRole('option', { name: new RegExp(choice) }),
      );
    };
    await pick('Ada Pawn', 'Summer camp week', 'Summer Camp Week 1');
    await user.click(within(form).getByRole('button', { name: 'Add to the cart' }));
    // The same child twice for one week is refused here.
    await pick('Ada Pawn', 'Summer camp week', 'Summer Camp Week 1');
    await user.click(within(form).getByRole('button', { name: 'Add to the cart' }));
    expect(await screen.findByText('This child is already in the cart for it.')).toBeTruthy();

    await pick('Bo Pawn', 'Tournament', 'Winter Open');
    await user.click(within(form).getByRole('button', { name: 'Add to the cart' }));
    expect(await screen.findByText('Choose a section.')).toBeTruthy();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Section' }), 'U1000');
    await user.click(within(form).getByRole('button', { name: 'Add to the cart' }));

    await pick('Ada Pawn', 'After-school program', 'RJ Lee');
    await user.click(within(form).getByRole('button', { name: 'Add to the cart' }));
    expect(await screen.findByText('RJLEE needs the grade and the house.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /Grade/ }), '3');
    await user.type(within(form).getByRole('textbox', { name: /House/ }), 'Blue');
    await user.click(within(form).getByRole('button', { name: 'Add to the cart' }));

    const cart = screen.getByRole('table', { name: 'Cart' });
    await waitFor(() => expect(within(cart).getAllByRole('row')).toHaveLength(4));
    await waitFor(() => expect(screen.getByTestId('amount-due').textContent).toBe('$600.00'));
    expect(within(cart).getByText('tournament line')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Zelle' }));
    await user.click(screen.getByRole('button', { name: 'Register and pay with Zelle' }));
    // The phone is asked for before anything is sent.
    expect(await screen.findByText('Please enter your phone number.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/family/cart')).toBe(
      false,
    );
    await user.type(screen.getByRole('textbox', { name: /Your phone number/ }), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Register and pay with Zelle' }));

    await screen.findByRole('heading', { name: 'Receipt' }, { timeout: 10_000 });
    const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/api/family/cart')!
      .body as FamilyCartRequest;
    expect(sent).toMatchObject({
      paymentMethod: 'zelle',
      phoneNumber: '555-0100',
      items: [
        { type: 'camp', childId: 31, eventId: 11 },
        { type: 'tournament', childId: 32, tournamentId: 21, section: 'U1000' },
        {
          type: 'afterschool',
          childId: 31,
          schoolName: 'RJLEE',
          studentGrade: '3',
          studentHouse: 'Blue',
        },
      ],
    });
    expect(Object.keys(sent)).not.toContain('totalCents');
  }, 60_000);

  it('sends a parent without children to the family page first', async () => {
    mockApi({ 'GET /api/family/children': { body: [] } });
    renderApp('/profile/family/cart', { session: buildSession({ roles: [] }) });
    expect(await screen.findByText(/first\./, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Family page' }).getAttribute('href')).toBe(
      '/profile/family',
    );
  });
});
