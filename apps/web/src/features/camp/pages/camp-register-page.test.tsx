import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type CampEventDetail,
  type OrderResponse,
  type OrderSummary,
  type PaymentsConfig,
} from '@kingside/shared';
import { buildChild, buildSession } from '@/test/factories';
import { mockApi, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

const detail = (overrides: Partial<CampEventDetail> = {}): CampEventDetail => ({
  id: 11,
  eventPrice: 37500,
  eventUnit: 5,
  regularPrice: 40000,
  earlyBird: true,
  earlyBirdDeadline: '2027-05-15',
  startDate: '2027-06-08',
  endDate: '2027-06-12',
  startTime: '09:00',
  endTime: '16:00',
  seatsLeft: 3,
  soldOut: false,
  payLaterUntil: '2026-11-26T12:00:00.000Z',
  payLaterRefusal: null,
  ...overrides,
});

const zelleOrder: OrderSummary = {
  orderRef: '8a6d3f5e-2b1c-4d7e-9f00-1234567890ab',
  orderNumber: 7,
  kind: 'camp',
  status: 'awaiting_payment',
  paymentMethod: 'zelle',
  amountCents: 37500,
  description: 'Summer camp: Summer Camp Week 1 Full Day',
  items: [{ description: 'Summer Camp Week 1 Full Day (Ada Pawn)', amountCents: 37500 }],
  transactionId: null,
  zelle: { recipient: 'pay@club.test', name: 'Club', memo: 'Order 7' },
  holdUntil: '2026-11-26T12:00:00.000Z',
  createdAt: '2026-11-23T12:00:00.000Z',
};

function open(details: CampEventDetail[] = [detail()], parent = false, cartReply?: MockReply) {
  const queue = [...details];
  const api = mockApi({
    'POST /api/cart/applyCoupon': (r) => {
      const { couponCode, amountCents } = r.body as { couponCode: string; amountCents: number };
      return {
        body:
          couponCode === 'SUMMER10'
            ? { couponCode, discountCents: amountCents / 10, message: null }
            : { couponCode, discountCents: 0, message: 'Invalid coupon code' },
      };
    },
    'GET /api/family/children': { body: [buildChild(), buildChild({ id: 32, name: 'Bo Pawn' })] },
    'GET /api/campEvents/eventNames': { body: ['Summer Camp Week 1', 'Summer Camp Week 2'] },
    'GET /api/campEvents/eventSlots': { body: ['Full Day', 'Half Day Morning'] },
    'GET /api/campEvents/eventDetail': () => ({
      body: queue.length > 1 ? queue.shift() : queue[0],
    }),
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
    [`GET /api/orders/${zelleOrder.orderRef}`]: { body: zelleOrder },
    'POST /api/cart': cartReply ?? {
      status: 201,
      body: {
        message: MESSAGES.campRegistered,
        order: zelleOrder,
      } satisfies OrderResponse,
    },
  });
  return {
    ...renderApp('/camp/register', parent ? { session: buildSession({ roles: [] }) } : {}),
    api,
  };
}

async function choose(user: ReturnType<typeof renderApp>['user'], week: string, slot: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Camp event' }), week);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Slot' }), slot);
}

describe('/camp/register', () => {
  it('enables Add to Cart only once a week, a slot and its detail are there, and keeps a running total', async () => {
    const { user } = open([detail(), detail({ id: 12, eventPrice: 20000, earlyBird: false })]);
    const add = await screen.findByRole('button', { name: 'Add to Cart' }, { timeout: 10_000 });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(MESSAGES.selectCampEventAndSlot)).toBeTruthy();
    await screen.findByRole('option', { name: 'Summer Camp Week 1' });
    await choose(user, 'Summer Camp Week 1', 'Full Day');
    await screen.findByText(/3 seats left/);
    expect(screen.getByTestId('event-detail').textContent).toContain('$375.00 for 5 days');
    await user.click(add);
    expect(screen.getByTestId('cart-total').textContent).toContain('$375.00');
    // The same slot again is refused with the spec message.
    await user.click(add);
    expect(screen.getByText(MESSAGES.campSlotInCart)).toBeTruthy();
    // Another slot reloads the detail and adds up.
    await choose(user, 'Summer Camp Week 1', 'Half Day Morning');
    await waitFor(() =>
      expect(screen.getByTestId('event-detail').textContent).toContain('$200.00'),
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByTestId('cart-total').textContent).toContain('$575.00');
    const cart = screen.getByRole('table', { name: 'Cart' });
    await user.click(
      within(cart).getByRole('button', { name: 'Remove Summer Camp Week 1 Full Day' }),
    );
    expect(screen.getByTestId('cart-total').textContent).toContain('$200.00');
  }, 30_000);

  it('shows Sold out and cannot add a full week', async () => {
    const { user } = open([detail({ seatsLeft: 0, soldOut: true })]);
    await screen.findByRole('option', { name: 'Summer Camp Week 1' }, { timeout: 10_000 });
    await choose(user, 'Summer Camp Week 1', 'Full Day');
    await screen.findByText('Sold out');
    expect(
      (screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  }, 30_000);

  it('checks out a Zelle cart with the student fields and no prices of its own making', async () => {
    const { user, api } = open([detail()], true);
    await screen.findByRole('option', { name: 'Summer Camp Week 1' }, { timeout: 10_000 });
    await choose(user, 'Summer Camp Week 1', 'Full Day');
    await screen.findByText(/3 seats left/);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('radio', { name: 'Zelle' }));
    await user.click(screen.getByRole('button', { name: 'Register and pay with Zelle' }));
    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(3);
    expect(api.callsTo('POST /api/cart')).toHaveLength(0);
    await enter(user, screen.getByRole('textbox', { name: 'Student name' }), 'Ada Pawn');
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await enter(user, screen.getByRole('textbox', { name: 'Phone number' }), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Register and pay with Zelle' }));
    await screen.findByText(/Registered Successfully/, undefined, { timeout: 10_000 });
    expect(await screen.findByText(/pay@club\.test/, undefined, { timeout: 5000 })).toBeTruthy();
    const [call] = api.callsTo('POST /api/cart');
    expect(call!.body).toMatchObject({
      paymentMethod: 'zelle',
      cartItems: [
        { registration: { studentName: 'Ada Pawn', eventId: 11, email: 'grace@example.com' } },
      ],
    });
  }, 30_000);

  it('lets a logged-in parent pick a child: the student is filled in and the cart names the child', async () => {
    const { user, api } = open([detail()], true);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Pick a child' }),
      'Bo Pawn',
    );
    expect(screen.getByRole('textbox', { name: 'Student name' })).toHaveProperty(
      'value',
      'Bo Pawn',
    );
    await screen.findByRole('option', { name: 'Summer Camp Week 1' }, { timeout: 10_000 });
    await choose(user, 'Summer Camp Week 1', 'Full Day');
    await screen.findByText(/3 seats left/);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('radio', { name: 'Zelle' }));
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await enter(user, screen.getByRole('textbox', { name: 'Phone number' }), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Register and pay with Zelle' }));
    await screen.findByText(/Registered Successfully/, undefined, { timeout: 10_000 });
    const [call] = api.callsTo('POST /api/cart');
    expect(call!.body).toMatchObject({
      cartItems: [{ registration: { studentName: 'Bo Pawn', eventId: 11, childId: 32 } }],
    });
  }, 30_000);

  it('applies a coupon to the cart: "Invalid coupon code" for one that takes nothing, the server\'s discount for a good one, sent with the cart', async () => {
    const { user, api } = open([detail()], true);
    await screen.findByRole('option', { name: 'Summer Camp Week 1' }, { timeout: 10_000 });
    await choose(user, 'Summer Camp Week 1', 'Full Day');
    await screen.findByText(/3 seats left/);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const code = screen.getByRole('textbox', { name: 'Coupon code' });
    await enter(user, code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid coupon code')).toBeTruthy();
    expect(screen.getByTestId('amount-due').textContent).toBe('$375.00');
    await user.clear(code);
    await enter(user, code, 'SUMMER10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SUMMER10: −$37.50')).toBeTruthy();
    expect(screen.getByTestId('amount-due').textContent).toBe('$337.50');
    expect(api.callsTo('POST /api/cart/applyCoupon').at(-1)?.body).toEqual({
      couponCode: 'SUMMER10',
      amountCents: 37500,
    });
    await user.click(screen.getByRole('radio', { name: 'Zelle' }));
    await enter(user, screen.getByRole('textbox', { name: 'Student name' }), 'Ada Pawn');
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await enter(user, screen.getByRole('textbox', { name: 'Phone number' }), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Register and pay with Zelle' }));
    await screen.findByText(/Registered Successfully/, undefined, { timeout: 10_000 });
    expect(api.callsTo('POST /api/cart')[0]!.body).toMatchObject({ couponCode: 'SUMMER10' });
  }, 30_000);

  it('tells a visitor that Zelle needs an account, with a way to sign in, and keeps card and PayPal', async () => {
    open();
    const zelle = await screen.findByRole('radio', { name: 'Zelle' });
    expect(zelle).toHaveProperty('disabled', true);
    expect(zelle.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(MESSAGES.payLaterNeedsAccount)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: 'Credit card' })).toHaveProperty('checked', true);
  });

  it('says when a week in the cart starts too soon to pay later', async () => {
    const refusal = MESSAGES.payLaterTooLate('Summer Camp Week 1 Full Day', 24);
    const { user } = open([detail({ payLaterUntil: null, payLaterRefusal: refusal })], true);
    await screen.findByRole('option', { name: 'Summer Camp Week 1' }, { timeout: 10_000 });
    await choose(user, 'Summer Camp Week 1', 'Full Day');
    await screen.findByText(/3 seats left/);
    expect(screen.getByRole('radio', { name: 'Zelle' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('radio', { name: 'Zelle' })).toHaveProperty('disabled', true);
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  }, 30_000);

  it('shows the refusal of a full unpaid share and offers to pay by card instead', async () => {
    const message = MESSAGES.payLaterShareFull('Summer Camp Week 1 Full Day');
    const { user } = open([detail()], true, {
      status: 409,
      body: { code: 'PAY_LATER_SHARE_FULL', message },
    });
    await screen.findByRole('option', { name: 'Summer Camp Week 1' }, { timeout: 10_000 });
    await choose(user, 'Summer Camp Week 1', 'Full Day');
    await screen.findByText(/3 seats left/);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('radio', { name: 'Zelle' }));
    expect(screen.getByText(/Unpaid registrations are released on/)).toBeTruthy();
    await enter(user, screen.getByRole('textbox', { name: 'Student name' }), 'Ada Pawn');
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await enter(user, screen.getByRole('textbox', { name: 'Phone number' }), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Register and pay with Zelle' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay by card instead' }));
    expect(screen.getByRole('radio', { name: 'Credit card' })).toHaveProperty('checked', true);
    expect(screen.queryByText(message)).toBeNull();
  }, 30_000);

  it('shows a visitor no "Pick a child"', async () => {
    open();
    await screen.findByRole('textbox', { name: 'Student name' });
    expect(screen.queryByRole('combobox', { name: 'Pick a child' })).toBeNull();
  });
});
