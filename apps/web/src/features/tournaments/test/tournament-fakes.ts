import type { Coupon, Tournament } from '@kingside/shared';
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
