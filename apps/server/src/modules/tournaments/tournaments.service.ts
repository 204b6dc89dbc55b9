import {
  couponDiscount,
  entrySections,
  TOURNAMENT_MESSAGES,
  TOURNAMENT_RECENT_MAX,
  TOURNAMENT_UPCOMING_MAX,
  tournamentEmoji,
  tournamentPaymentMethods,
  tournamentShortName,
  tournamentType,
  type AppliedCoupon,
  type ApplyCouponSchema,
  type Coupon,
  type CouponListQuerySchema,
  type CouponPage,
  type CouponSaveSchema,
  type Tournament,
  type TournamentCard,
  type TournamentSaveSchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { cacheSlot } from '../../lib/app-caches.js';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { sanitizeHtml } from '../../lib/html.js';
import { pageAnswer } from '../../lib/paging.js';
import { addDays, todayIn } from '../../lib/time.js';
import { tryCoupon } from './coupon-tries.js';
import { couponsRepository, type CouponRow } from './coupons.repository.js';
import {
  tournamentsRepository,
  type NewTournament,
  type TournamentCardRow,
  type TournamentRow,
} from './tournaments.repository.js';

type TournamentSave = z.output<typeof TournamentSaveSchema>;
type CouponSave = z.output<typeof CouponSaveSchema>;

const MINUTES_A_DAY = 24 * 60;

/** The club-local date `months` months from `date`, the day clamped to the month's last (May 31 − 3 months = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The last club-local day a tournament runs: its start time plus its duration (a 2-day major
 * event starting Saturday 09:00 with 2,000 minutes ends on Sunday). A weekly event is one day.
 */
export function lastDayOf(t: {
  tournamentDate: string;
  startTime: string;
  durationMinutes: number;
}) {
  const [hh, mm] = t.startTime.split(':').map(Number) as [number, number];
  const endMinute = hh * 60 + mm + Math.max(1, t.durationMinutes) - 1;
  return addDays(t.tournamentDate, Math.floor(endMinute / MINUTES_A_DAY));
}

/** A tournament ends at most this many days after its date (TournamentSaveSchema: up to 3 days of minutes). */
const LONGEST_SPAN_DAYS = 3;

const presentCard = (r: TournamentCardRow): TournamentCard => {
  const type = tournamentType(r);
  return {
    id: r.id,
    name: r.name,
    shortName: r.shortName,
    shortDescription: r.shortDescription,
    type,
    emoji: tournamentEmoji(type),
    timeControl: r.timeControl,
    entryFeesCents: r.entryFeesCents,
    clubEntryFeesCents: r.clubEntryFeesCents,
    rounds: r.rounds,
    tournamentDate: r.tournamentDate,
    startTime: r.startTime,
    prizeText: r.prizeText,
    majorEvent: r.majorEvent,
    teamEvent: r.teamEvent,
    rated: r.rated,
    fideRated: r.fideRated,
    online: r.online,
    soldout: r.soldout,
    showEntries: r.showEntries,
    imageUrl: r.imageUrl,
    hasPairings: r.hasPairings,
    hasStandings: r.hasStandings,
  };
};

const cleanHtml = (html: string | null | undefined) => {
  const clean = html ? sanitizeHtml(html) : '';
  return clean === '' ? null : clean;
};

/**
 * A stored tournament as the detail pages get it; its HTML sanitized again (defence in depth).
 * `publishedSections` are the sections with a published round, which become `liveSections` in
 * the order the director's sections are listed (a renamed section's rounds no longer answer).
 */
export function presentTournament(
  r: TournamentRow,
  publishedSections: readonly string[],
): Tournament {
  const pairingsHtml = cleanHtml(r.pairingsHtml);
  const standingsHtml = cleanHtml(r.standingsHtml);
  const majorFees = r.majorEvent ? (r.majorFees ?? null) : null;
  const published = new Set(publishedSections);
  const live = publishedSections.length > 0;
  return {
    ...presentCard({
      ...r,
      hasPairings: pairingsHtml !== null || live,
      hasStandings: standingsHtml !== null || live,
    }),
    descriptionHtml: cleanHtml(r.descriptionHtml),
    pairingsHtml,
    standingsHtml,
    bgImage: r.bgImage,
    gradeEvent: r.gradeEvent,
    sections: majorFees ? majorFees.sections.map((s) => s.name) : r.sections,
    // The director pairs the sections of entrySections, as the live pairings call reads them.
    liveSections: entrySections(r).filter((s) => published.has(s)),
    majorFees,
    schedules: r.schedules,
    paymentMethods: tournamentPaymentMethods(r),
    maxByes: r.maxByes,
    capacity: r.capacity,
    durationMinutes: r.durationMinutes,
    locationId: r.locationId,
  };
}

export type TournamentList = 'upcoming' | 'ongoing' | 'last3Months';

/**
 * The public lists, kept a few seconds per club-local day in this process: they are public data
 * read on every home page visit, and a save through this process drops them at once (another
 * process sees it within LIST_CACHE_MS).
 */
const LIST_CACHE_MS = 5_000;
const TOURNAMENT_LISTS =
  cacheSlot<Map<string, { expires: number; cards: Promise<TournamentCard[]> }>>('tournament lists');

const cacheOf = (ctx: AppContext) => ctx.caches.get(TOURNAMENT_LISTS, () => new Map());

async function loadList(ctx: AppContext, list: TournamentList, today: string) {
  const repo = tournamentsRepository(ctx.database.db);
  if (list === 'upcoming') {
    return repo.cardsBetween({
      from: today,
      to: null,
      newestFirst: false,
      limit: TOURNAMENT_UPCOMING_MAX,
    });
  }
  if (list === 'last3Months') {
    return repo.cardsBetween({
      from: addMonths(today, -3),
      to: addDays(today, -1),
      newestFirst: true,
      limit: TOURNAMENT_RECENT_MAX,
    });
  }
  // Ongoing: started on or before today and not yet past its last day (lastDayOf).
  const started = await repo.cardsBetween({
    from: addDays(today, -LONGEST_SPAN_DAYS),
    to: today,
    newestFirst: false,
    limit: TOURNAMENT_UPCOMING_MAX,
  });
  return started.filter((t) => lastDayOf(t) >= today);
}

/** GET tournaments/upcoming, ongoing and last3Months, dated in the club's time zone. */
export function listTournaments(
  ctx: AppContext,
  list: TournamentList,
  now = new Date(),
): Promise<TournamentCard[]> {
  const today = todayIn(ctx.config.club.timezone, now);
  const cache = cacheOf(ctx);
  const key = `${list} ${today}`;
  const hit = cache.get(key);
  if (hit && hit.expires > now.getTime()) return hit.cards;
  // Yesterday's entries are of no more use: the three lists of two days at most are kept.
  if (cache.size >= 6) cache.clear();
  const cards = loadList(ctx, list, today).then((rows) => rows.map(presentCard));
  cache.set(key, { expires: now.getTime() + LIST_CACHE_MS, cards });
  // A failed query is not kept.
  cards.catch(() => cache.delete(key));
  return cards;
}

/** A tournament with the sections its director has published a round in. */
async function presentWithRounds(
  repo: ReturnType<typeof tournamentsRepository>,
  row: TournamentRow,
) {
  return presentTournament(row, await repo.publishedSections(row.id));
}

export async function getTournamentByShortName(ctx: AppContext, shortName: string) {
  const repo = tournamentsRepository(ctx.database.db);
  const row = await repo.findByShortName(shortName);
  if (!row) throw notFound(TOURNAMENT_MESSAGES.notFound);
  return presentWithRounds(repo, row);
}

export async function getTournamentById(ctx: AppContext, id: number) {
  const repo = tournamentsRepository(ctx.database.db);
  const row = await repo.findById(id);
  if (!row) throw notFound(TOURNAMENT_MESSAGES.idNotFound);
  return presentWithRounds(repo, row);
}

const blankToNull = (s: string | null | undefined) => (s ? s : null);

function tournamentValues(s: TournamentSave): NewTournament {
  const majorFees = s.majorEvent ? (s.majorFees ?? null) : null;
  return {
    name: s.name,
    shortName: s.shortName || tournamentShortName(s.name, Number(s.tournamentDate.slice(0, 4))),
    tournamentDate: s.tournamentDate,
    startTime: s.startTime,
    durationMinutes: s.durationMinutes,
    timeControl: s.timeControl,
    rounds: s.rounds,
    entryFeesCents: s.entryFeesCents,
    clubEntryFeesCents: s.clubEntryFeesCents,
    shortDescription: blankToNull(s.shortDescription),
    descriptionHtml: cleanHtml(s.descriptionHtml),
    pairingsHtml: cleanHtml(s.pairingsHtml),
    standingsHtml: cleanHtml(s.standingsHtml),
    prizeText: blankToNull(s.prizeText),
    bgImage: blankToNull(s.bgImage),
    imageUrl: blankToNull(s.imageUrl),
    // A major event's sections are its fee table's; the stored list follows them.
    sections: majorFees ? majorFees.sections.map((x) => x.name) : s.sections,
    majorEvent: s.majorEvent,
    majorFees,
    schedules: s.schedules,
    teamEvent: s.teamEvent,
    gradeEvent: s.gradeEvent,
    rated: s.rated,
    fideRated: s.fideRated,
    online: s.online,
    soldout: s.soldout,
    showEntries: s.showEntries,
    maxByes: s.maxByes,
    capacity: s.capacity ?? null,
    locationId: s.locationId ?? null,
  };
}

/** POST tournaments: adds (no id) or changes (id) a tournament; `created` says which. */
export async function saveTournament(
  ctx: AppContext,
  save: TournamentSave,
): Promise<{ tournament: Tournament; created: boolean }> {
  const repo = tournamentsRepository(ctx.database.db);
  const values = tournamentValues(save);
  let row: TournamentRow | undefined;
  try {
    row = save.id === undefined ? await repo.insert(values) : await repo.update(save.id, values);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict('SHORT_NAME_TAKEN', TOURNAMENT_MESSAGES.shortNameTaken, {
        shortName: [TOURNAMENT_MESSAGES.shortNameTaken],
      });
    }
    throw err;
  }
  if (!row) throw notFound(TOURNAMENT_MESSAGES.idNotFound);
  cacheOf(ctx).clear();
  return { tournament: await presentWithRounds(repo, row), created: save.id === undefined };
}

const presentCoupon = (r: CouponRow): Coupon => ({
  id: r.id,
  tournamentId: r.tournamentId,
  couponType: r.couponType,
  couponCode: r.couponCode,
  couponValue: r.couponValue,
  expirationDate: r.expirationDate,
});

export async function listCoupons(
  ctx: AppContext,
  query: z.output<typeof CouponListQuerySchema>,
): Promise<CouponPage> {
  const { items, total } = await couponsRepository(ctx.database.db).page(query);
  return pageAnswer(query, items.map(presentCoupon), total);
}

/** POST tournament-coupons: adds (no id) or changes (id) a coupon; codes are unique without case. */
export async function saveCoupon(
  ctx: AppContext,
  save: CouponSave,
): Promise<{ coupon: Coupon; created: boolean }> {
  const db = ctx.database.db;
  if (save.tournamentId && !(await tournamentsRepository(db).findById(save.tournamentId))) {
    throw notFound(TOURNAMENT_MESSAGES.idNotFound);
  }
  const values = {
    tournamentId: save.tournamentId ?? null,
    couponType: save.couponType,
    couponCode: save.couponCode,
    couponValue: save.couponValue,
    expirationDate: save.expirationDate ?? null,
  };
  const repo = couponsRepository(db);
  let row: CouponRow | undefined;
  try {
    row = save.id === undefined ? await repo.insert(values) : await repo.update(save.id, values);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict('COUPON_CODE_TAKEN', TOURNAMENT_MESSAGES.couponCodeTaken, {
        couponCode: [TOURNAMENT_MESSAGES.couponCodeTaken],
      });
    }
    throw err;
  }
  if (!row) throw notFound(TOURNAMENT_MESSAGES.couponNotFound);
  return { coupon: presentCoupon(row), created: save.id === undefined };
}

export async function deleteCoupon(ctx: AppContext, id: number): Promise<void> {
  if (!(await couponsRepository(ctx.database.db).delete(id))) {
    throw notFound(TOURNAMENT_MESSAGES.couponNotFound);
  }
}

/**
 * POST cart/applyCoupon: what the code takes off today. An unknown code, an expired one, another
 * tournament's and an empty one all answer the same (discount 0, "Invalid coupon code"), with the
 * code as typed, so the answer tells nothing about which codes exist; the code is tried through
 * the coupon limiter (`tryCoupon`, docs/decisions/0046) as `visitor`.
 */
export async function applyCoupon(
  ctx: AppContext,
  body: z.output<typeof ApplyCouponSchema>,
  visitor: string,
): Promise<AppliedCoupon> {
  const code = body.couponCode;
  const today = todayIn(ctx.config.club.timezone);
  const tournamentId = body.tournamentId ?? null;
  const coupon = await tryCoupon(ctx, { code, tournamentId, visitor, today });
  const discountCents = couponDiscount(coupon, body.amountCents, today, tournamentId);
  return {
    couponCode: code,
    discountCents,
    message: discountCents > 0 ? null : TOURNAMENT_MESSAGES.invalidCoupon,
  };
}
