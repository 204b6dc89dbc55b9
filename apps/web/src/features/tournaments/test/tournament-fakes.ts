import type {
  CartLine,
  Coupon,
  Entry,
  EntryOffer,
  EntryPage,
  OrderSummary,
  Tournament,
  TournamentCartQuote,
  TournamentCartResult,
} from '@kingside/shared';
import { buildTournamentCard } from '@/test/factories';

export { buildTournamentCard };

/** A full tournament (detail pages); a weekly event unless `overrides` say otherwise. */
export function buildTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    ...buildTournamentCard(),
    descriptionHtml: '<p>Bring a <strong>friend</strong>.</p>',
    pairingsHtml: null,
    standingsHtml: null,
    bgImage: null,
    gradeEvent: false,
    sections: ['Champ', 'U1600', 'U800', 'U400'],
    liveSections: [],
    majorFees: null,
    schedules: [],
    paymentMethods: ['paypal', 'creditCard', 'zelle', 'freePlayCredit'],
    maxByes: 1,
    capacity: null,
    durationMinutes: 240,
    locationId: null,
    ...overrides,
  };
}

/** A major event: two sections with early-bird, regular and late fees. */
export function buildMajorTournament(overrides: Partial<Tournament> = {}): Tournament {
  return buildTournament({
    id: 7,
    name: 'Fall Open',
    shortName: 'fall-open-2026',
    type: 'Classical',
    emoji: '♟️',
    timeControl: 'G/90 d5',
    majorEvent: true,
    entryFeesCents: 6000,
    clubEntryFeesCents: null,
    sections: ['Open', 'U1200'],
    majorFees: {
      sections: [
        {
          name: 'Open',
          earlyBirdEntryFeeCents: 5000,
          entryFeeCents: 6000,
          lateEntryFeeCents: 7000,
          rated: true,
        },
        {
          name: 'U1200',
          earlyBirdEntryFeeCents: 4000,
          entryFeeCents: 4500,
          lateEntryFeeCents: 5500,
          rated: true,
        },
      ],
      earlyBirdDeadline: '2026-12-01',
      lateEntryStartDate: '2026-12-10',
      clubMemberDiscountCents: 1000,
      playUpFeeCents: 1500,
    },
    tournamentDate: '2026-12-12',
    ...overrides,
  });
}

export function buildCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    tournamentId: null,
    couponType: 'FLAT_FEE',
    couponCode: 'WELCOME10',
    couponValue: 1000,
    expirationDate: '2026-12-31',
    ...overrides,
  };
}

/** A paid entry in the main list of tournament 1, as an admin or assistant sees it. */
export function buildEntry(overrides: Partial<Entry> = {}): Entry {
  return {
    id: 1,
    tournamentId: 1,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '555-0100',
    chessDotComId: null,
    uscfId: '12345678',
    fideId: null,
    rating: 1450,
    fideRating: null,
    expiryDate: '2027-01-31',
    playup: false,
    schedule: null,
    byesRequested: [2],
    section: 'U1600',
    clubMember: false,
    entryFeeCents: 2500,
    couponCode: null,
    couponDiscountCents: 0,
    paymentMethod: 'creditCard',
    schoolName: null,
    teamName: null,
    paid: true,
    verified: false,
    waitingList: false,
    withdrawn: false,
    offerExpiresAt: null,
    remark: null,
    createdDate: '2026-11-20T18:00:00.000Z',
    ...overrides,
  };
}

/** An entry as a visitor sees it: the private columns are null. */
export function buildPublicEntry(overrides: Partial<Entry> = {}): Entry {
  return buildEntry({
    email: null,
    phone: null,
    entryFeeCents: null,
    couponCode: null,
    couponDiscountCents: null,
    paymentMethod: null,
    ...overrides,
  });
}

/** One page of entries; what the caller may see and do defaults to a visitor's. */
export function buildEntryPage(items: Entry[], overrides: Partial<EntryPage> = {}): EntryPage {
  return {
    items,
    total: items.length,
    page: 0,
    size: 100,
    privateColumns: false,
    canManage: false,
    ...overrides,
  };
}

/** One priced cart line: an early-bird entry in the Open of the major event, nothing off. */
export function buildCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    user: 'Ada Pawn',
    section: 'Open',
    description: 'Fall Open: Ada Pawn (Open)',
    feeKind: 'earlyBird',
    baseCents: 5000,
    clubDiscountCents: 0,
    playUpCents: 0,
    couponDiscountCents: 0,
    itemTotal: 5000,
    ...overrides,
  };
}

/** The server's quote of a cart: its lines, with totals added up from them. */
export function buildCartQuote(
  lines: CartLine[] = [buildCartLine()],
  overrides: Partial<TournamentCartQuote> = {},
): TournamentCartQuote {
  const discount = lines.reduce((sum, l) => sum + l.couponDiscountCents, 0);
  const total = lines.reduce((sum, l) => sum + l.itemTotal, 0);
  return {
    cartItems: lines,
    couponCode: null,
    couponMessage: null,
    cartSubTotal: total + discount,
    cartDiscount: discount,
    cartTotal: total,
    paymentMethods: ['paypal', 'creditCard', 'zelle'],
    placesLeft: null,
    soldOut: false,
    clubMember: false,
    unavailable: [],
    payLaterUntil: '2027-06-05T19:00:00.000Z',
    ...overrides,
  };
}

/** A tournament order for two entries, paid by card. */
export function buildTournamentOrder(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderRef: '3c9e6f1a-7b2d-4e8f-9a10-5d6c7b8a9f01',
    orderNumber: 12,
    kind: 'tournament',
    status: 'paid',
    paymentMethod: 'creditCard',
    amountCents: 9000,
    description: 'Fall Open',
    items: [
      { description: 'Fall Open: Ada Pawn (Open)', amountCents: 5000 },
      { description: 'Fall Open: Bo Pawn (U1200)', amountCents: 4000 },
    ],
    transactionId: '60044',
    zelle: null,
    holdUntil: null,
    createdAt: '2026-11-20T15:00:00Z',
    ...overrides,
  };
}

/** A checkout's answer: the entries made and the order to pay (null without one). */
export function buildCartResult(
  overrides: Partial<TournamentCartResult> = {},
): TournamentCartResult {
  return {
    message: 'Registered Successfully',
    entries: [
      {
        id: 501,
        name: 'Ada Pawn',
        section: 'Open',
        entryFeeCents: 5000,
        waitingList: false,
        paymentMethod: 'creditCard',
      },
    ],
    order: null,
    ...overrides,
  };
}

/** A waiting-list offer held until Dec 3, 2026 18:00 UTC. */
export function buildEntryOffer(overrides: Partial<EntryOffer> = {}): EntryOffer {
  return {
    entryId: 501,
    tournamentId: 1,
    tournamentName: 'Saturday Rapid',
    name: 'Ada Pawn',
    section: 'U800',
    entryFeeCents: 2500,
    expiresAt: '2026-12-03T18:00:00.000Z',
    ...overrides,
  };
}
