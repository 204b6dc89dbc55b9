import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_MESSAGES,
  MESSAGES,
  USCF_MESSAGES,
  type PaymentsConfig,
  type Tournament,
  type TournamentCartQuoteRequest,
  type Role,
} from '@kingside/shared';
import {
  buildCartLine,
  buildCartQuote,
  buildCartResult,
  buildEntryOffer,
  buildMajorTournament,
  buildTournament,
} from '@/features/tournaments/test/tournament-fakes';
import { buildSession, buildUscfMember } from '@/test/factories';
import { mockApi, type MockReply, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

const PAYMENTS_CONFIG: PaymentsConfig = {
  card: { environment: 'sandbox', acceptJsUrl: '/accept.js', apiLoginId: 'x', clientKey: 'y' },
  paypal: { environment: 'sandbox' },
  zelle: { recipient: 'pay@club.test', name: 'Club' },
};

const EARLY: Record<string, number> = { Open: 5000, U1200: 4000 };

/** The server's quote of the major event: early-bird fees, $10 off each with WINTER10. */
function quoteMajor(request: MockRequest): MockReply {
  const body = request.body as TournamentCartQuoteRequest;
  const off = body.couponCode === 'WINTER10' ? 1000 : 0;
  const lines = body.entries.map((e) =>
    buildCartLine({
      user: e.name,
      section: e.section,
      baseCents: EARLY[e.section] ?? 0,
      couponDiscountCents: off,
      itemTotal: (EARLY[e.section] ?? 0) - off,
    }),
  );
  return { body: buildCartQuote(lines, { couponCode: off ? 'WINTER10' : null }) };
}

function open(
  tournament: Tournament = buildMajorTournament(),
  more: Record<string, MockReply | ((r: MockRequest) => MockReply)> = {},
  path = `/tourRegister/${tournament.id}`,
  roles?: Role[],
) {
  const api = mockApi({
    [`GET /api/tournament/${tournament.id}`]: { body: tournament },
    [`POST /api/tournament/${tournament.id}/cart/quote`]: quoteMajor,
    'GET /api/payments/config': { body: PAYMENTS_CONFIG },
    ...more,
  });
  return { ...renderApp(path, roles ? { session: buildSession({ roles }) } : {}), api };
}

type User = ReturnType<typeof renderApp>['user'];

async function fillPlayer(user: User, name: string, section: string, email = 'pat@example.com') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  const emailBox = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
  if (!emailBox.value) await user.type(emailBox, email);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), section);
}

const addButton = () => screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;

describe('/tourRegister/:id', () => {
  it('shows the tournament and keeps Add to cart off, saying so, until name, email and section are filled', async () => {
    const { user } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register: Fall Open' }),
    ).toBeTruthy();
    expect(screen.getByText('G/90 d5')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    expect(screen.getByText(ENTRY_MESSAGES.required)).toBeTruthy();
    await enter(user, screen.getByRole('textbox', { name: 'Name' }), 'Ada Pawn');
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    expect(addButton().disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Open');
    expect(addButton().disabled).toBe(false);
    expect(screen.queryByText(ENTRY_MESSAGES.required)).toBeNull();
  }, 20_000);

  it('offers the free play credit before the first quote only to a signed-in member', async () => {
    const payment = () => screen.getByRole('radiogroup', { name: '3. Payment' });
    const first = open(buildMajorTournament({ paymentMethods: ['creditCard', 'freePlayCredit'] }));
    await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 });
    expect(within(payment()).queryByRole('radio', { name: 'Free play credit' })).toBeNull();
    first.unmount();
    open(
      buildMajorTournament({ paymentMethods: ['creditCard', 'freePlayCredit'] }),
      {},
      undefined,
      ['student'],
    );
    await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 });
    expect(within(payment()).getByRole('radio', { name: 'Free play credit' })).toBeTruthy();
  });

  it('lets a player ask for at most maxByes half-point byes', async () => {
    const { user } = open(buildMajorTournament({ rounds: 5, maxByes: 2 }));
    const round = async (n: number) =>
      (await screen.findByRole('checkbox', { name: `Round ${n}` })) as HTMLInputElement;
    expect((await round(5)).disabled).toBe(false);
    await user.click(await round(1));
    await user.click(await round(3));
    expect((await round(2)).disabled).toBe(true);
    expect((await round(5)).disabled).toBe(true);
    await user.click(await round(1));
    expect((await round(5)).disabled).toBe(false);
  }, 20_000);

  it('shows no bye requests when the event takes none', async () => {
    open(buildTournament({ maxByes: 0 }));
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('checkbox', { name: 'Round 1' })).toBeNull();
  });

  it("shows each player's fee as the server priced it, the total, and removes a player", async () => {
    const { user, api } = open();
    await screen.findByRole('textbox', { name: 'Name' });
    await fillPlayer(user, 'Ada Pawn', 'Open');
    await user.click(addButton());
    await fillPlayer(user, 'Bo Pawn', 'U1200');
    await user.click(addButton());
    const cart = screen.getByRole('table', { name: 'Cart' });
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$90.00'));
    expect(within(cart).getByRole('row', { name: /Ada Pawn/ }).textContent).toContain(
      'Early bird $50.00',
    );
    expect(within(cart).getByRole('row', { name: /Bo Pawn/ }).textContent).toContain('$40.00');
    const last = api.callsTo('POST /api/tournament/7/cart/quote').at(-1);
    expect(last?.body).toMatchObject({
      entries: [
        { name: 'Ada Pawn', section: 'Open' },
        { name: 'Bo Pawn', section: 'U1200' },
      ],
    });
    await user.click(within(cart).getByRole('button', { name: 'Remove Ada Pawn' }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$40.00'));
  }, 30_000);

  it('says "Invalid coupon code" for a code that takes nothing off, and prices a good one per player', async () => {
    const { user, api } = open(buildMajorTournament(), {
      'POST /api/cart/applyCoupon': (r) => {
        const { couponCode } = r.body as { couponCode: string };
        return {
          body:
            couponCode === 'WINTER10'
              ? { couponCode, discountCents: 1000, message: null }
              : { couponCode, discountCents: 0, message: ENTRY_MESSAGES.invalidCoupon },
        };
      },
    });
    await screen.findByRole('textbox', { name: 'Name' });
    await fillPlayer(user, 'Ada Pawn', 'Open');
    await user.click(addButton());
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$50.00'));
    const code = screen.getByRole('textbox', { name: 'Coupon code' });
    await enter(user, code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(ENTRY_MESSAGES.invalidCoupon)).toBeTruthy();
    expect(api.callsTo('POST /api/cart/applyCoupon')[0]?.body).toEqual({
      couponCode: 'NOPE',
      tournamentId: 7,
      amountCents: 5000,
    });
    await user.clear(code);
    await enter(user, code, 'WINTER10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$40.00'));
    expect(screen.getByRole('row', { name: /Ada Pawn/ }).textContent).toContain('coupon −$10.00');
    expect(api.callsTo('POST /api/tournament/7/cart/quote').at(-1)?.body).toMatchObject({
      couponCode: 'WINTER10',
    });
  }, 30_000);

  it('offers a sold-out event only the waiting list and registers on it', async () => {
    const weekly = buildTournament({ soldout: true, paymentMethods: ['waitingList'] });
    const { user, api } = open(weekly, {
      'POST /api/tournament/1/cart/quote': (r) => ({
        body: buildCartQuote(
          (r.body as TournamentCartQuoteRequest).entries.map((e) =>
            buildCartLine({ user: e.name, section: e.section, feeKind: 'weekly', itemTotal: 2500 }),
          ),
          { paymentMethods: ['waitingList'], soldOut: true, placesLeft: 0 },
        ),
      }),
      'POST /api/tournament/1/cart': {
        status: 201,
        body: buildCartResult({
          message: ENTRY_MESSAGES.waitingListed,
          entries: [
            {
              id: 9,
              name: 'Ada Pawn',
              section: 'U800',
              entryFeeCents: 2500,
              waitingList: true,
              paymentMethod: 'waitingList',
            },
          ],
        }),
      },
    });
    expect(await screen.findByText(/This tournament is sold out/)).toBeTruthy();
    await fillPlayer(user, 'Ada Pawn', 'U800');
    await user.click(addButton());
    await screen.findByRole('row', { name: /Ada Pawn/ });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Join waiting list',
    ]);
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText(ENTRY_MESSAGES.thanks)).toBeTruthy();
    expect(screen.getByText(/You are on the waiting list/)).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Ada Pawn');
    const [call] = api.callsTo('POST /api/tournament/1/cart');
    expect(call?.body).toMatchObject({
      paymentMethod: 'waitingList',
      entries: [{ name: 'Ada Pawn', section: 'U800', email: 'pat@example.com' }],
    });
  }, 30_000);

  it("shows Zelle and the waiting list a visitor cannot use, with the quote's reasons and a way to sign in", async () => {
    const weekly = buildTournament({ capacity: 20 });
    const zelleReason = MESSAGES.payLaterNeedsAccount;
    const { user, api } = open(weekly, {
      'POST /api/tournament/1/cart/quote': (r) => ({
        body: buildCartQuote(
          (r.body as TournamentCartQuoteRequest).entries.map((e) =>
            buildCartLine({ user: e.name, section: e.section, feeKind: 'weekly', itemTotal: 2500 }),
          ),
          {
            paymentMethods: ['paypal', 'creditCard'],
            unavailable: [{ method: 'zelle', reason: zelleReason }],
            payLaterUntil: null,
          },
        ),
      }),
    });
    // Before the first quote already: the event limits its places, and no one is signed in.
    const zelle = await screen.findByRole('radio', { name: 'Zelle' });
    expect(zelle).toHaveProperty('disabled', true);
    expect(screen.getByText(zelleReason)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await fillPlayer(user, 'Ada Pawn', 'U800');
    await user.click(addButton());
    await screen.findByRole('row', { name: /Ada Pawn/ });
    await waitFor(() =>
      expect(api.callsTo('POST /api/tournament/1/cart/quote')).not.toHaveLength(0),
    );
    expect(screen.getByRole('radio', { name: 'Zelle' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Credit card' })).toHaveProperty('checked', true);
  }, 30_000);

  it('offers no way onto a sold-out waiting list without an account, and says why', async () => {
    const weekly = buildTournament({
      soldout: true,
      capacity: 20,
      paymentMethods: ['waitingList'],
    });
    const reason = ENTRY_MESSAGES.waitingListNeedsAccount;
    const { user } = open(weekly, {
      'POST /api/tournament/1/cart/quote': (r) => ({
        body: buildCartQuote(
          (r.body as TournamentCartQuoteRequest).entries.map((e) =>
            buildCartLine({ user: e.name, section: e.section, feeKind: 'weekly', itemTotal: 2500 }),
          ),
          {
            paymentMethods: [],
            unavailable: [{ method: 'waitingList', reason }],
            soldOut: true,
            placesLeft: 0,
            payLaterUntil: null,
          },
        ),
      }),
    });
    await screen.findByRole('textbox', { name: 'Name' });
    await fillPlayer(user, 'Ada Pawn', 'U800');
    await user.click(addButton());
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Join waiting list' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  }, 30_000);

  it('tells a signed-in payer by Zelle when unpaid registrations are released', async () => {
    const { user } = open(
      buildTournament({ capacity: 20 }),
      {
        'POST /api/tournament/1/cart/quote': (r) => ({
          body: buildCartQuote(
            (r.body as TournamentCartQuoteRequest).entries.map((e) =>
              buildCartLine({ user: e.name, section: e.section, feeKind: 'weekly' }),
            ),
            { paymentMethods: ['paypal', 'creditCard', 'zelle'] },
          ),
        }),
      },
      undefined,
      [],
    );
    await screen.findByRole('textbox', { name: 'Name' });
    await fillPlayer(user, 'Ada Pawn', 'U800');
    await user.click(addButton());
    await screen.findByRole('row', { name: /Ada Pawn/ });
    await user.click(screen.getByRole('radio', { name: 'Zelle' }));
    expect(await screen.findByText(/Unpaid registrations are released on/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  }, 30_000);

  it('keeps the same checkout key for a retry of the same cart', async () => {
    let calls = 0;
    const { user, api } = open(buildTournament(), {
      'POST /api/tournament/1/cart/quote': (r) => ({
        body: buildCartQuote(
          (r.body as TournamentCartQuoteRequest).entries.map((e) =>
            buildCartLine({ user: e.name, section: e.section, feeKind: 'weekly', itemTotal: 2500 }),
          ),
          { paymentMethods: ['paypal', 'creditCard', 'zelle'] },
        ),
      }),
      'POST /api/tournament/1/cart': () =>
        ++calls === 1
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Try again.' } }
          : { status: 201, body: buildCartResult() },
    });
    await screen.findByRole('textbox', { name: 'Name' });
    await fillPlayer(user, 'Ada Pawn', 'U800');
    await user.click(addButton());
    await screen.findByRole('row', { name: /Ada Pawn/ });
    await user.click(screen.getByRole('radio', { name: 'Zelle' }));
    await user.click(screen.getByRole('button', { name: 'Register and pay with Zelle' }));
    expect(await screen.findByText('Try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register and pay with Zelle' }));
    expect(await screen.findByText(ENTRY_MESSAGES.thanks)).toBeTruthy();
    const [first, second] = api.callsTo('POST /api/tournament/1/cart');
    expect((first?.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (second?.body as { idempotencyKey: string }).idempotencyKey,
    );
  }, 30_000);

  it('fills the rating and expiry from the US Chess lookup, and says so when US Chess is down', async () => {
    let down = false;
    const { user, api } = open(buildTournament(), {
      'GET /api/uscf': () =>
        down
          ? { status: 503, body: { code: 'USCF_UNAVAILABLE', message: USCF_MESSAGES.unavailable } }
          : { body: [buildUscfMember()] },
    });
    await enter(user, await screen.findByRole('textbox', { name: 'Name' }), 'Ada  Lovelace Pawn');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await user.click(await screen.findByRole('button', { name: /ADA PAWN \(90000001\)/ }));
    expect(screen.getByRole('textbox', { name: 'USCF ID' })).toHaveProperty('value', '90000001');
    expect(screen.getByRole('textbox', { name: 'Rating' })).toHaveProperty('value', '1234');
    expect(screen.getByLabelText(/Expiry/)).toHaveProperty('value', '2027-06-30');
    const search = api.callsTo('GET /api/uscf')[0]!;
    expect([search.query.get('firstName'), search.query.get('lastName')]).toEqual(['Ada', 'Pawn']);

    down = true;
    await user.clear(screen.getByRole('textbox', { name: 'USCF ID' }));
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(USCF_MESSAGES.unavailable)).toBeTruthy();
    const rating = screen.getByRole('textbox', { name: 'Rating' });
    await user.clear(rating);
    await enter(user, rating, '900');
    expect(rating).toHaveProperty('value', '900');
  }, 30_000);

  it("shows a waiting-list offer's place, fee and end; an expired offer shows the server's message", async () => {
    const token = 'a'.repeat(43);
    const view = open(
      buildTournament(),
      { 'GET /api/tournament/1/offer': { body: buildEntryOffer() } },
      `/tourRegister/1?offer=${token}`,
    );
    expect(await screen.findByText(/A place is yours until/)).toBeTruthy();
    expect(screen.getByText('Ada Pawn')).toBeTruthy();
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeTruthy();
    expect(view.api.callsTo('GET /api/tournament/1/offer')[0]?.query.get('token')).toBe(token);
    view.unmount();

    open(
      buildTournament(),
      {
        'GET /api/tournament/1/offer': {
          status: 409,
          body: { code: 'OFFER_EXPIRED', message: ENTRY_MESSAGES.offerExpired },
        },
      },
      `/tourRegister/1?offer=${token}`,
    );
    expect(await screen.findByText(ENTRY_MESSAGES.offerExpired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  }, 30_000);
});
