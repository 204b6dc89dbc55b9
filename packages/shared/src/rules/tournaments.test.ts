import { describe, expect, it } from 'vitest';
import type { MajorEventFees } from '../contracts/tournaments.js';
import {
  couponDiscount,
  entryFee,
  tournamentPaymentMethods,
  tournamentShortName,
  tournamentType,
  type CouponRule,
} from './tournaments.js';

const MAJOR: MajorEventFees = {
  sections: [
    {
      name: 'Open',
      earlyBirdEntryFeeCents: 6000,
      entryFeeCents: 7500,
      lateEntryFeeCents: 9000,
      rated: true,
    },
    {
      name: 'U1200',
      earlyBirdEntryFeeCents: 4000,
      entryFeeCents: 5000,
      lateEntryFeeCents: 6000,
      rated: true,
    },
  ],
  earlyBirdDeadline: '2026-12-01',
  lateEntryStartDate: '2026-12-10',
  clubMemberDiscountCents: 1000,
  playUpFeeCents: 1500,
};
const major = {
  id: 7,
  majorEvent: true,
  entryFeesCents: 0,
  clubEntryFeesCents: null,
  majorFees: MAJOR,
};
const weekly = {
  id: 3,
  majorEvent: false,
  entryFeesCents: 2500,
  clubEntryFeesCents: 2000,
  majorFees: null,
};
const flat = (value: number, extra: Partial<CouponRule> = {}): CouponRule => ({
  couponType: 'FLAT_FEE',
  couponValue: value,
  expirationDate: null,
  tournamentId: null,
  ...extra,
});
const percent = (value: number, extra: Partial<CouponRule> = {}): CouponRule => ({
  ...flat(value, extra),
  couponType: 'PERCENTAGE',
});

describe('entryFee (spec 2 §9 major-event fee rules)', () => {
  it.each([
    // section, today, member, playUp, coupon, kind, total
    ['Open', '2026-11-30', false, false, null, 'earlyBird', 6000],
    ['Open', '2026-12-01', false, false, null, 'regular', 7500],
    ['Open', '2026-12-09', false, false, null, 'regular', 7500],
    ['Open', '2026-12-10', false, false, null, 'late', 9000],
    ['Open', '2026-11-30', true, false, null, 'earlyBird', 5000],
    ['U1200', '2026-12-05', true, true, null, 'regular', 5500],
    ['U1200', '2026-12-05', false, true, flat(2000), 'regular', 4500],
    ['Open', '2026-11-30', true, true, percent(50), 'earlyBird', 3250],
    ['U1200', '2026-12-05', false, false, flat(99_999), 'regular', 0],
  ] as const)(
    '%s on %s, member %s, play-up %s, coupon %j: %s, %i cents',
    (section, today, member, playUp, coupon, kind, total) => {
      const fee = entryFee({
        tournament: major,
        section,
        today,
        clubMember: member,
        playUp,
        coupon,
      });
      expect(fee.kind).toBe(kind);
      expect(fee.totalCents).toBe(total);
    },
  );

  it('a weekly event: the club fee for members, the entry fee for others; no play-up fee', () => {
    const base = { tournament: weekly, section: 'Champ', today: '2026-11-28', playUp: true };
    expect(entryFee({ ...base, clubMember: false }).totalCents).toBe(2500);
    expect(entryFee({ ...base, clubMember: true })).toMatchObject({
      kind: 'weekly',
      clubDiscountCents: 500,
      totalCents: 2000,
    });
  });

  it('refuses a section the event does not have', () => {
    expect(() =>
      entryFee({
        tournament: major,
        section: 'U400',
        today: '2026-12-05',
        clubMember: false,
        playUp: false,
      }),
    ).toThrow();
  });
});

describe('couponDiscount', () => {
  it.each([
    [flat(500), 2500, '2026-11-25', 3, 500],
    [flat(500, { expirationDate: '2026-11-25' }), 2500, '2026-11-25', 3, 500],
    [flat(500, { expirationDate: '2026-11-24' }), 2500, '2026-11-25', 3, 0],
    [flat(500, { tournamentId: 9 }), 2500, '2026-11-25', 3, 0],
    [flat(500, { tournamentId: 3 }), 2500, '2026-11-25', 3, 500],
    [flat(500, { tournamentId: 3 }), 2500, '2026-11-25', null, 0],
    [percent(10), 2500, '2026-11-25', null, 250],
    [percent(100), 2500, '2026-11-25', 3, 2500],
    [flat(3000), 2500, '2026-11-25', 3, 2500],
    [null, 2500, '2026-11-25', 3, 0],
  ] as const)('%j on %i cents on %s for %s: %i off', (coupon, amount, today, tournamentId, off) => {
    expect(couponDiscount(coupon, amount, today, tournamentId)).toBe(off);
  });
});

describe('cards, short names and payment methods', () => {
  it.each([
    [{ teamEvent: true, timeControl: 'G/30 d5' }, 'Team'],
    [{ teamEvent: false, timeControl: 'G/30 d5' }, 'Rapid'],
    [{ teamEvent: false, timeControl: 'g/5 d0' }, 'Blitz'],
    [{ teamEvent: false, timeControl: 'G/90 +30' }, 'Classical'],
  ] as const)('%j is %s (§4)', (t, type) => {
    expect(tournamentType(t)).toBe(type);
  });

  it('makes the short name from the name and the year (§5)', () => {
    expect(tournamentShortName('Fall  Scholastic Open', 2026)).toBe('fall-scholastic-open-2026');
    expect(tournamentShortName("Kids' K–3 Quad!", 2027)).toBe('kids-k3-quad-2027');
  });

  it('offers the payment methods of §9', () => {
    expect(tournamentPaymentMethods({ soldout: true, fideRated: true })).toEqual(['waitingList']);
    expect(tournamentPaymentMethods({ soldout: false, fideRated: true })).toEqual([
      'paypal',
      'creditCard',
      'zelle',
    ]);
    expect(tournamentPaymentMethods({ soldout: false, fideRated: false })).toContain(
      'freePlayCredit',
    );
  });
});
