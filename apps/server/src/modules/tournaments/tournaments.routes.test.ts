import crypto from 'node:crypto';
import {
  MESSAGES,
  TOURNAMENT_DEFAULT_SECTIONS,
  TOURNAMENT_MESSAGES,
  tournamentShortName,
  type AppliedCoupon,
  type Coupon,
  type CouponPage,
  type MajorEventFees,
  type Tournament,
  type TournamentCard,
  type TournamentSave,
} from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../lib/time.js';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  loginAs,
  testConfig,
  type TestApp,
} from '../../test/helpers.js';
import { tournamentsRepository } from './tournaments.repository.js';

let t: TestApp;
let admin: Record<string, string>;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
  today = todayIn(t.ctx.config.club.timezone);
});
afterAll(() => t.app.close());

const uniq = () => crypto.randomBytes(4).toString('hex');

async function saveTournament(payload: Partial<TournamentSave>, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/tournaments', headers: admin, payload });
}

/** A tournament saved through the API with a unique name; `overrides` win. */
async function createTournament(overrides: Partial<TournamentSave> = {}): Promise<Tournament> {
  const res = await saveTournament({
    name: `Test Rapid ${uniq()}`,
    tournamentDate: addDays(today, 14),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Tournament>();
}

const list = async (name: 'upcoming' | 'ongoing' | 'last3Months', app = t.app) => {
  const res = await app.inject({ url: `/api/tournaments/${name}` });
  expect(res.statusCode).toBe(200);
  return res.json<TournamentCard[]>();
};
const ids = (cards: TournamentCard[]) => cards.map((c) => c.id);

const MAJOR_FEES: MajorEventFees = {
  sections: [
    {
      name: 'Open',
      earlyBirdEntryFeeCents: 6000,
      entryFeeCents: 7500,
      lateEntryFeeCents: 9000,
      rated: true,
    },
    {
      name: 'U1000',
      earlyBirdEntryFeeCents: 4000,
      entryFeeCents: 5500,
      lateEntryFeeCents: 7000,
      rated: false,
    },
  ],
  earlyBirdDeadline: '2099-01-10',
  lateEntryStartDate: '2099-02-01',
  clubMemberDiscountCents: 1000,
  playUpFeeCents: 1500,
};

describe('tournament listings', () => {
  it("lists today's and later tournaments as upcoming, soonest first, and not yesterday's", async () => {
    const yesterday = await createTournament({ tournamentDate: addDays(today, -1) });
    const todays = await createTournament({ tournamentDate: today });
    const tomorrow = await createTournament({ tournamentDate: addDays(today, 1) });
    const cards = await list('upcoming');
    expect(ids(cards)).toEqual(expect.arrayContaining([todays.id, tomorrow.id]));
    expect(ids(cards)).not.toContain(yesterday.id);
    expect(ids(cards).indexOf(todays.id)).toBeLessThan(ids(cards).indexOf(tomorrow.id));
    const dates = cards.map((c) => c.tournamentDate);
    expect(dates).toEqual([...dates].sort());
    expect(cards.every((c) => c.tournamentDate >= today)).toBe(true);
  });

  it("lists as ongoing today's tournaments and a two-day event that began yesterday", async () => {
    const todays = await createTournament({ tournamentDate: today, startTime: '10:00' });
    const twoDay = await createTournament({
      tournamentDate: addDays(today, -1),
      startTime: '09:00',
      durationMinutes: 31 * 60,
    });
    const oneDayYesterday = await createTournament({ tournamentDate: addDays(today, -1) });
    const tomorrow = await createTournament({ tournamentDate: addDays(today, 1) });
    const cards = await list('ongoing');
    expect(ids(cards)).toEqual(expect.arrayContaining([todays.id, twoDay.id]));
    expect(ids(cards)).not.toContain(oneDayYesterday.id);
    expect(ids(cards)).not.toContain(tomorrow.id);
  });

  it('lists the last three months up to yesterday, newest first', async () => {
    const yesterday = await createTournament({ tournamentDate: addDays(today, -1) });
    const weeksAgo = await createTournament({ tournamentDate: addDays(today, -80) });
    const tooOld = await createTournament({ tournamentDate: addDays(today, -100) });
    const todays = await createTournament({ tournamentDate: today });
    const cards = await list('last3Months');
    expect(ids(cards)).toEqual(expect.arrayContaining([yesterday.id, weeksAgo.id]));
    expect(ids(cards)).not.toContain(tooOld.id);
    expect(ids(cards)).not.toContain(todays.id);
    expect(ids(cards).indexOf(yesterday.id)).toBeLessThan(ids(cards).indexOf(weeksAgo.id));
    const dates = cards.map((c) => c.tournamentDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("dates the lists by the club's time zone, not the server's", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are 25 hours apart: never on the same date.
    const ahead = await buildTestApp({
      club: { ...testConfig().club, timezone: 'Pacific/Kiritimati' },
    });
    const behind = await buildTestApp({
      club: { ...testConfig().club, timezone: 'Pacific/Pago_Pago' },
    });
    try {
      const aheadToday = todayIn('Pacific/Kiritimati');
      const created = await createTournament({ tournamentDate: aheadToday });
      expect(ids(await list('ongoing', ahead.app))).toContain(created.id);
      expect(ids(await list('ongoing', behind.app))).not.toContain(created.id);
      expect(ids(await list('upcoming', behind.app))).toContain(created.id);
      expect(ids(await list('last3Months', ahead.app))).not.toContain(created.id);
    } finally {
      await Promise.all([ahead.app.close(), behind.app.close()]);
    }
  });

  it('shows each card its type and emoji, and whether pairings and standings are posted', async () => {
    const team = await createTournament({ teamEvent: true, timeControl: 'G/5 d2' });
    const blitz = await createTournament({
      timeControl: 'G/5 d2',
      tournamentDate: today,
      pairingsHtml: '<table><tr><td>1</td></tr></table>',
    });
    const cards = await list('upcoming');
    expect(cards.find((c) => c.id === team.id)).toMatchObject({ type: 'Team', emoji: '👥' });
    expect(cards.find((c) => c.id === blitz.id)).toMatchObject({
      type: 'Blitz',
      emoji: '⚡',
      hasPairings: true,
      hasStandings: false,
    });
    expect(cards.find((c) => c.id === blitz.id)).not.toHaveProperty('pairingsHtml');
  });

  it("shows the demo club's event of today as ongoing, with the director's rounds as its pairings and standings", async () => {
    const cards = await list('ongoing');
    // The Holiday Rapid has no pasted HTML: its pairings and standings are the published rounds.
    expect(cards.find((c) => c.name === 'Holiday Rapid')).toMatchObject({
      hasPairings: true,
      hasStandings: true,
    });
  });
});

describe('one tournament', () => {
  it('answers 404 with the spec message for an unknown short name or id', async () => {
    const byName = await t.app.inject({ url: '/api/tournaments/no-such-event-2099' });
    expect(byName.statusCode).toBe(404);
    expect(byName.json()).toMatchObject({ message: TOURNAMENT_MESSAGES.notFound });
    const byId = await t.app.inject({ url: '/api/tournament/999999' });
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toMatchObject({ message: TOURNAMENT_MESSAGES.idNotFound });
  });

  it('finds a tournament by its short name and by its id', async () => {
    const created = await createTournament();
    const byName = await t.app.inject({ url: `/api/tournaments/${created.shortName}` });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual(created);
    const byId = await t.app.inject({ url: `/api/tournament/${created.id}` });
    expect(byId.json()).toEqual(created);
  });

  it('offers FIDE-rated events paypal, card and Zelle, and sold-out ones only the waiting list', async () => {
    const weekly = await createTournament();
    expect(weekly.paymentMethods).toEqual(['paypal', 'creditCard', 'zelle', 'freePlayCredit']);
    const fide = await createTournament({ fideRated: true, timeControl: 'G/90 +30' });
    expect(fide.paymentMethods).toEqual(['paypal', 'creditCard', 'zelle']);
    expect(fide.type).toBe('Classical');
    const soldOut = await createTournament({ fideRated: true, soldout: true });
    expect(soldOut.paymentMethods).toEqual(['waitingList']);
  });
});

describe('POST /api/tournaments', () => {
  it('refuses a tournament without a name with "Please enter required field"', async () => {
    for (const name of [undefined, '   ']) {
      const res = await saveTournament({ name, tournamentDate: '2099-03-07' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.name).toEqual([TOURNAMENT_MESSAGES.required]);
    }
    expect(TOURNAMENT_MESSAGES.required).toBe(MESSAGES.pleaseEnterRequired);
  });

  it('adds a tournament with the spec defaults and a short name made from the name and year', async () => {
    const name = `Fall Open ${uniq()}`;
    const res = await saveTournament({ name, tournamentDate: '2099-10-03' });
    expect(res.statusCode).toBe(201);
    const created = res.json<Tournament>();
    expect(created).toMatchObject({
      name,
      shortName: tournamentShortName(name, 2099),
      tournamentDate: '2099-10-03',
      startTime: '14:00',
      timeControl: 'G/30 d5',
      rounds: 4,
      entryFeesCents: 2500,
      clubEntryFeesCents: 2000,
      sections: [...TOURNAMENT_DEFAULT_SECTIONS],
      rated: true,
      fideRated: false,
      soldout: false,
      majorEvent: false,
      majorFees: null,
      type: 'Rapid',
      emoji: '⏱️',
      descriptionHtml: null,
      hasPairings: false,
    });
    expect(created.shortName).toMatch(/^fall-open-[0-9a-f]{8}-2099$/);
  });

  it('answers 409 on the short name field when the short name is taken', async () => {
    const first = await createTournament();
    const res = await saveTournament({
      name: 'Another',
      shortName: first.shortName,
      tournamentDate: '2099-01-01',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'SHORT_NAME_TAKEN',
      message: TOURNAMENT_MESSAGES.shortNameTaken,
      fieldErrors: { shortName: [TOURNAMENT_MESSAGES.shortNameTaken] },
    });
  });

  it('changes a tournament when given its id (200), and answers 404 for an unknown id', async () => {
    const created = await createTournament();
    const res = await saveTournament({
      id: created.id,
      name: created.name,
      shortName: created.shortName,
      tournamentDate: created.tournamentDate,
      soldout: true,
      rounds: 5,
      prizeText: 'Trophies',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      soldout: true,
      rounds: 5,
      prizeText: 'Trophies',
      paymentMethods: ['waitingList'],
    });
    const again = await t.app.inject({ url: `/api/tournament/${created.id}` });
    expect(again.json()).toMatchObject({ soldout: true, rounds: 5 });
    const missing = await saveTournament({ id: 999999, name: 'X', tournamentDate: '2099-01-01' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TOURNAMENT_MESSAGES.idNotFound);
  });

  it('stores a major event’s sections and fees and gives them back as saved', async () => {
    const created = await createTournament({
      majorEvent: true,
      majorFees: MAJOR_FEES,
      tournamentDate: '2099-03-07',
      schedules: ['2-day', '3-day'],
    });
    expect(created.majorFees).toEqual(MAJOR_FEES);
    expect(created.sections).toEqual(['Open', 'U1000']);
    const read = await t.app.inject({ url: `/api/tournaments/${created.shortName}` });
    expect(read.json()).toMatchObject({
      majorEvent: true,
      majorFees: MAJOR_FEES,
      sections: ['Open', 'U1000'],
      schedules: ['2-day', '3-day'],
    });
  });

  it('refuses a major event without its fees', async () => {
    const res = await saveTournament({
      name: 'Major',
      tournamentDate: '2099-03-07',
      majorEvent: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('majorFees');
  });

  it('keeps no fees for an event that is not major', async () => {
    const created = await createTournament({
      majorEvent: false,
      majorFees: MAJOR_FEES,
      tournamentDate: '2099-03-07',
    });
    expect(created.majorFees).toBeNull();
    expect(created.sections).toEqual([...TOURNAMENT_DEFAULT_SECTIONS]);
  });

  it('stores description, pairings and standings without scripts, handlers, frames or styles, tables intact', async () => {
    const dirty =
      '<p style="color:red" onclick="steal()">Welcome<script>alert(1)</script></p>' +
      '<img src="https://k.example/x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe>' +
      '<table><tr><th colspan="2">Player</th></tr><tr><td>1</td><td>Riley</td></tr></table>';
    const created = await createTournament({
      descriptionHtml: dirty,
      pairingsHtml: dirty,
      standingsHtml: dirty,
    });
    const stored = await tournamentsRepository(t.ctx.database.db).findById(created.id);
    for (const html of [
      created.descriptionHtml,
      created.pairingsHtml,
      created.standingsHtml,
      stored!.descriptionHtml,
      stored!.pairingsHtml,
      stored!.standingsHtml,
    ]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style|alert|steal/i);
      expect(html).toContain('<p>Welcome</p>');
      expect(html).toContain('<th colspan="2">Player</th>');
      expect(html).toContain('<td>Riley</td>');
      expect(html).toContain('<img src="https://k.example/x.png" />');
    }
  });

  it('sanitizes stored HTML again when answering (a row written around the API)', async () => {
    const row = await tournamentsRepository(t.ctx.database.db).insert({
      name: 'Raw',
      shortName: `raw-${uniq()}`,
      timeControl: 'G/30 d5',
      entryFeesCents: 2500,
      rounds: 4,
      tournamentDate: '2099-05-01',
      startTime: '14:00',
      descriptionHtml: '<p>Hi</p><script>alert(1)</script><a href="javascript:x()">x</a>',
      standingsHtml: '<script>alert(1)</script>',
    });
    const res = await t.app.inject({ url: `/api/tournament/${row.id}` });
    expect(res.json()).toMatchObject({
      descriptionHtml: '<p>Hi</p><a rel="noopener noreferrer">x</a>',
      standingsHtml: null,
      hasStandings: false,
    });
  });
});

describe('tournament coupons', () => {
  const saveCoupon = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/tournament-coupons', headers: admin, payload });

  it('adds, lists (paged, by tournament), changes and deletes a coupon', async () => {
    const event = await createTournament();
    const code = `TEST${uniq()}`.toUpperCase();
    const created = await saveCoupon({
      tournamentId: event.id,
      couponType: 'FLAT_FEE',
      couponCode: code,
      couponValue: 500,
    });
    expect(created.statusCode).toBe(201);
    const coupon = created.json<Coupon>();
    expect(coupon).toMatchObject({
      tournamentId: event.id,
      couponCode: code,
      expirationDate: null,
    });

    const page = await t.app.inject({
      url: `/api/tournament-coupons?tournamentId=${event.id}&size=10`,
      headers: admin,
    });
    expect(page.json<CouponPage>()).toEqual({ items: [coupon], total: 1, page: 0, size: 10 });
    const all = (
      await t.app.inject({ url: '/api/tournament-coupons?size=1', headers: admin })
    ).json<CouponPage>();
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThan(1);

    const changed = await saveCoupon({
      id: coupon.id,
      tournamentId: event.id,
      couponType: 'PERCENTAGE',
      couponCode: code,
      couponValue: 20,
      expirationDate: '2099-12-31',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ couponType: 'PERCENTAGE', couponValue: 20 });

    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/tournament-coupons/${coupon.id}`,
        headers: admin,
      });
    expect((await del()).statusCode).toBe(204);
    const again = await del();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(TOURNAMENT_MESSAGES.couponNotFound);
  });

  it('answers 409 for a code another coupon has, whatever its case', async () => {
    const code = `DUP${uniq()}`;
    const payload = { couponType: 'FLAT_FEE', couponCode: code.toUpperCase(), couponValue: 100 };
    expect((await saveCoupon(payload)).statusCode).toBe(201);
    const res = await saveCoupon({ ...payload, couponCode: code.toLowerCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: TOURNAMENT_MESSAGES.couponCodeTaken,
      fieldErrors: { couponCode: [TOURNAMENT_MESSAGES.couponCodeTaken] },
    });
  });

  it('refuses a percentage over 100, an unknown id and an unknown tournament', async () => {
    const over = await saveCoupon({
      couponType: 'PERCENTAGE',
      couponCode: `P${uniq()}`,
      couponValue: 101,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors.couponValue).toEqual([TOURNAMENT_MESSAGES.percentTooHigh]);
    const missing = await saveCoupon({
      id: 999999,
      couponType: 'FLAT_FEE',
      couponCode: `M${uniq()}`,
      couponValue: 100,
    });
    expect(missing.statusCode).toBe(404);
    const noEvent = await saveCoupon({
      tournamentId: 999999,
      couponType: 'FLAT_FEE',
      couponCode: `N${uniq()}`,
      couponValue: 100,
    });
    expect(noEvent.statusCode).toBe(404);
    expect(noEvent.json().message).toBe(TOURNAMENT_MESSAGES.idNotFound);
  });
});

describe('POST /api/cart/applyCoupon', () => {
  let event: Tournament;
  let other: Tournament;
  const codes = {
    flat: `FLAT${uniq()}`,
    percent: `PCT${uniq()}`,
    expired: `OLD${uniq()}`,
    big: `BIG${uniq()}`,
  };
  beforeAll(async () => {
    event = await createTournament();
    other = await createTournament();
    const coupons = [
      { tournamentId: event.id, couponType: 'FLAT_FEE', couponCode: codes.flat, couponValue: 1000 },
      { couponType: 'PERCENTAGE', couponCode: codes.percent, couponValue: 15 },
      {
        couponType: 'FLAT_FEE',
        couponCode: codes.expired,
        couponValue: 500,
        expirationDate: addDays(today, -1),
      },
      { couponType: 'FLAT_FEE', couponCode: codes.big, couponValue: 1_000_000 },
    ];
    for (const payload of coupons) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tournament-coupons',
        headers: admin,
        payload,
      });
      expect(res.statusCode).toBe(201);
    }
  });

  const apply = async (couponCode: string, amountCents: number, tournamentId?: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/applyCoupon',
      payload: { couponCode, amountCents, tournamentId },
    });
    expect(res.statusCode).toBe(200);
    return res.json<AppliedCoupon>();
  };
  const invalid = (couponCode: string): AppliedCoupon => ({
    couponCode,
    discountCents: 0,
    message: TOURNAMENT_MESSAGES.invalidCoupon,
  });

  it("takes a flat coupon's amount off its own tournament, the code matched without case", async () => {
    expect(await apply(codes.flat.toLowerCase(), 2500, event.id)).toEqual({
      couponCode: codes.flat.toLowerCase(),
      discountCents: 1000,
      message: null,
    });
  });

  it('takes a percentage off any cart, camps included', async () => {
    expect((await apply(codes.percent, 2500, event.id)).discountCents).toBe(375);
    expect((await apply(codes.percent, 40000)).discountCents).toBe(6000);
  });

  it('gives nothing for an expired code, another tournament’s, an unknown or an empty one, alike', async () => {
    expect(await apply(codes.expired, 2500, event.id)).toEqual(invalid(codes.expired));
    expect(await apply(codes.flat, 2500, other.id)).toEqual(invalid(codes.flat));
    expect(await apply(codes.flat, 2500)).toEqual(invalid(codes.flat));
    expect(await apply('NOSUCHCODE', 2500, event.id)).toEqual(invalid('NOSUCHCODE'));
    expect(await apply('   ', 2500, event.id)).toEqual(invalid(''));
  });

  it('never takes off more than the amount', async () => {
    expect((await apply(codes.big, 2500, event.id)).discountCents).toBe(2500);
    expect(await apply(codes.big, 0, event.id)).toEqual(invalid(codes.big));
  });

  it('answers 429 once a visitor has tried too many codes', async () => {
    const limited = await buildTestApp({
      rateLimits: { perIp: 2, perAccount: 100, windowSeconds: 600, failureDelayMs: 0 },
    });
    try {
      const remoteAddress = `10.15.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/cart/applyCoupon',
          payload: { couponCode: `GUESS${uniq()}`, amountCents: 2500 },
          remoteAddress,
        });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.app.close();
    }
  });
});
