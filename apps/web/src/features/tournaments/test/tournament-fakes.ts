import type { Coupon, Tournament, TournamentCard } from '@kingside/shared';

/** A weekly rapid tournament's card; `overrides` change any field. */
export function buildTournamentCard(overrides: Partial<TournamentCard> = {}): TournamentCard {
  return {
    id: 1,
    name: 'Saturday Rapid',
    shortName: 'saturday-rapid-2026',
    shortDescription: 'Four rounds of rapid chess.',
    type: 'Rapid',
    emoji: '⏱️',
    timeControl: 'G/30 d5',
    entryFeesCents: 2500,
    clubEntryFeesCents: 2000,
    rounds: 4,
    tournamentDate: '2026-12-05',
    startTime: '14:00',
    prizeText: 'Trophies for the top three',
    majorEvent: false,
    teamEvent: false,
    rated: true,
    fideRated: false,
    online: false,
    soldout: false,
    showEntries: true,
    imageUrl: null,
    hasPairings: false,
    hasStandings: false,
    ...overrides,
  };
}

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
