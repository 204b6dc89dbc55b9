import {
  byeProblem,
  ENTRY_MESSAGES,
  entryFee,
  entrySections,
  formatCents,
  freePlayMonth,
  getsClubMemberDiscount,
  isClubMember,
  placesLeft,
  registrationOpen,
  tournamentPaymentMethods,
  visitorPayLaterShare,
  type CartLine,
  type EntryFee,
  type EntryReceipt,
  type RegistrationPaymentMethod,
  type Roles,
  type TournamentCartQuote,
  type TournamentCartQuoteRequestSchema,
  type TournamentCartResult,
  type TournamentCartSchema,
} from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { todayIn } from '../../lib/time.js';
import { familyChildFor } from '../families/index.js';
import {
  presentOrder,
  type HeldEvent,
  type OrderDesk,
  type OrderKindHooks,
  type OrderRow,
} from '../payments/index.js';
import { tryCoupon } from './coupon-tries.js';
import type { CouponRow } from './coupons.repository.js';
import type { EntryRow, NewEntry } from './entries.present.js';
import { registrationRepository } from './registration.repository.js';
import type { TournamentRow } from './tournaments.repository.js';
import { offerFreedPlaces, tournamentStartsAt, tournamentWhen } from './waiting-list.js';

type Quote = z.output<typeof TournamentCartQuoteRequestSchema>;
type Cart = z.output<typeof TournamentCartSchema>;
/** Who registers: the signed-in account, or null for a visitor. */
export type Caller = { id: number; roles: Roles } | null;

/** One entry of a `tournament` order, priced before the order is made. */
export type EntryLine = {
  tournamentName: string;
  name: string;
  section: string;
  /** How the fee was made ("early-bird fee", …), shown on the order and the receipt. */
  feeLabel: string;
  amountCents: number;
};

const FEE_LABELS: Record<EntryFee['kind'], string> = {
  weekly: 'entry fee',
  earlyBird: 'early-bird fee',
  regular: 'regular fee',
  late: 'late fee',
};

/**
 * The `tournament` kind of order (docs/decisions/0021, 0037): a line is one entry at the fee
 * `entryFee` computed. Paying an order puts its entries in the main list, paid (an offer's entry
 * leaves the waiting list); releasing it makes them stop counting and offers the freed places to
 * the waiting list once payments' transaction has committed; an order that lost its hold takes its
 * places again only while they are free.
 */
export function tournamentOrderKind(
  ctx: AppContext,
  log: FastifyBaseLogger,
): OrderKindHooks<EntryLine> {
  return {
    kind: 'tournament',
    priceLine: (l) => [
      {
        description: `${l.tournamentName}: ${l.name}, ${l.section}, ${l.feeLabel}`,
        amountCents: l.amountCents,
      },
    ],
    onPaid: (tx, order) => registrationRepository(tx).markOrderPaid(order.id, order.paymentMethod),
    async onReleased(tx, order) {
      const repo = registrationRepository(tx);
      // The tournament locks make the offers below wait until this release has committed.
      const ids = await repo.tournamentsOfOrder(order.id);
      for (const id of ids) await repo.lockTournament(id);
      await repo.markOrderReleased(order.id);
      // Hooks run inside payments' transaction: the offers (and their mails) are made after it,
      // each in its own transaction, behind the tournament lock taken above. Should this process
      // stop first, the offer job finds the free place within a minute.
      setImmediate(() => {
        for (const id of ids) {
          offerFreedPlaces(ctx, id).catch((err: unknown) =>
            log.error({ err, tournamentId: id }, 'waiting-list offer after a release failed'),
          );
        }
      });
    },
    async onRetake(tx, order) {
      const repo = registrationRepository(tx);
      const entries = await repo.entriesOfOrder(order.id);
      if (entries.length === 0) throw conflict('ORDER_NOT_PAYABLE', ENTRY_MESSAGES.offerExpired);
      const now = new Date();
      for (const id of await repo.tournamentsOfOrder(order.id)) {
        const t = await repo.lockTournament(id);
        const mine = entries.filter((e) => e.tournamentId === id && e.withdrawnAt === null);
        // An offer still running holds its own place; every other entry needs a free one.
        const needing = mine.filter(
          (e) => !(e.waitingList && e.offerExpiresAt !== null && e.offerExpiresAt > now),
        );
        const left = placesLeft(t?.capacity ?? null, await repo.placesTaken(id));
        if (!t || (left !== null && left < needing.length)) {
          throw conflict('TOURNAMENT_SOLD_OUT', ENTRY_MESSAGES.placesLeft(left ?? 0));
        }
        for (const e of needing) if (e.waitingList) await repo.moveToMainList(e.id);
      }
      await repo.reactivateOrder(order.id);
    },
    heldSeats: (tx, orderIds) => registrationRepository(tx).seatsOfOrders(orderIds),
  };
}

/** The tournament as the hold rules see it, for `players` places (docs/decisions/0046). */
const heldEvent = (ctx: AppContext, t: TournamentRow, players: number): HeldEvent => ({
  id: t.id,
  name: t.name,
  capacity: t.capacity,
  startsAt: tournamentStartsAt(ctx, t),
  seats: players,
});

/**
 * Why this caller may not put `players` more on the waiting list, or null. A place that opens is
 * offered to the list and held for its entry (an unpaid hold, docs/decisions/0046), so with a
 * place limit the list takes only signed-in accounts, each at most its share of the places as
 * for Zelle. Without a limit no offers are made and anyone may join.
 */
async function waitingListRefusal(
  ctx: AppContext,
  db: DbOrTx,
  t: TournamentRow,
  caller: Caller,
  players: number,
): Promise<{ code: string; message: string } | null> {
  if (t.capacity === null) return null;
  if (!caller) {
    return { code: 'WAITING_LIST_NEEDS_ACCOUNT', message: ENTRY_MESSAGES.waitingListNeedsAccount };
  }
  const { zelleHoldHours, payLater } = ctx.config.payments;
  const max = visitorPayLaterShare(t.capacity, { holdHours: zelleHoldHours, ...payLater });
  if ((await registrationRepository(db).waitingOf(t.id, caller.id)) + players > max) {
    return { code: 'WAITING_LIST_SHARE', message: ENTRY_MESSAGES.waitingListVisitorShare(max) };
  }
  return null;
}

/** A tournament row in the shape the pure rules take (a major event's fees only when it is one). */
const rulesOf = (t: TournamentRow) => {
  const majorFees = t.majorEvent ? (t.majorFees ?? null) : null;
  return {
    id: t.id,
    majorEvent: t.majorEvent,
    entryFeesCents: t.entryFeesCents,
    clubEntryFeesCents: t.clubEntryFeesCents,
    majorFees,
    sections: t.sections,
  };
};

/** Sold out: the admin's flag, or no place left. */
const isSoldOut = (t: TournamentRow, left: number | null) => t.soldout || left === 0;

function priceEntry(
  t: TournamentRow,
  e: { section: string; playup: boolean },
  today: string,
  clubMember: boolean,
  coupon: CouponRow | null,
): EntryFee {
  return entryFee({
    tournament: rulesOf(t),
    section: e.section,
    today,
    clubMember,
    playUp: e.playup,
    coupon,
  });
}

/** 400 with each entry's unknown section (`entries.N.section`), before anything is priced. */
function checkSections(t: TournamentRow, entries: { section: string }[]) {
  const sections = entrySections(rulesOf(t));
  const fieldErrors: Record<string, string[]> = {};
  entries.forEach((e, i) => {
    if (!sections.includes(e.section))
      fieldErrors[`entries.${i}.section`] = [ENTRY_MESSAGES.unknownSection];
  });
  return fieldErrors;
}

const invalid = (fieldErrors: Record<string, string[]>) =>
  badRequest('VALIDATION_ERROR', Object.values(fieldErrors)[0]![0]!, fieldErrors);

/** Whether the caller may pay with this month's free play credit (a club member who has not used it). */
async function freePlayCreditLeft(db: DbOrTx, t: TournamentRow, caller: Caller) {
  if (!caller || !isClubMember(caller.roles)) return false;
  return !(await registrationRepository(db).freePlayCreditUsed(
    caller.id,
    freePlayMonth(t.tournamentDate),
  ));
}

/**
 * POST tournament/{id}/cart/quote: the cart priced on the server for today (fee kind, member
 * discount, play-up, the coupon on each entry, tried as `visitor` through the coupon limiter),
 * the places left and the payment methods this caller may use (§9; freePlayCredit only for a club
 * member with this month's credit unused, waitingList only when sold out). Zelle and the waiting
 * list are left out, with the reason in `unavailable`, when the hold rules would refuse them now
 * (docs/decisions/0046).
 */
export async function quoteCart(
  ctx: AppContext,
  desk: OrderDesk<EntryLine>,
  tournamentId: number,
  quote: Quote,
  caller: Caller,
  visitor: string,
): Promise<TournamentCartQuote> {
  const db = ctx.database.db;
  const repo = registrationRepository(db);
  const t = await repo.findTournament(tournamentId);
  if (!t) throw notFound('No tournament with that id.');
  const sectionErrors = checkSections(t, quote.entries);
  if (Object.keys(sectionErrors).length) throw invalid(sectionErrors);
  const today = todayIn(ctx.config.club.timezone);
  const clubMember = caller !== null && getsClubMemberDiscount(caller.roles);
  const coupon = await tryCoupon(ctx, { code: quote.couponCode, tournamentId, visitor, today });
  const cartItems: CartLine[] = quote.entries.map((e) => {
    const fee = priceEntry(t, e, today, clubMember, coupon);
    return {
      user: e.name,
      section: e.section,
      description: `${t.name}: ${e.name || 'Player'}, ${e.section}, ${FEE_LABELS[fee.kind]}`,
      feeKind: fee.kind,
      baseCents: fee.baseCents,
      clubDiscountCents: fee.clubDiscountCents,
      playUpCents: fee.playUpCents,
      couponDiscountCents: fee.couponDiscountCents,
      itemTotal: fee.totalCents,
    };
  });
  const left = placesLeft(t.capacity, await repo.placesTaken(t.id));
  const soldOut = isSoldOut(t, left);
  const creditLeft = await freePlayCreditLeft(db, t, caller);
  const offered = tournamentPaymentMethods({ soldout: soldOut, fideRated: t.fideRated })
    .filter((m): m is RegistrationPaymentMethod => m !== 'cardOnFile')
    .filter((m) => m !== 'freePlayCredit' || creditLeft);
  const unavailable: TournamentCartQuote['unavailable'] = [];
  let payLaterUntil: string | null = null;
  if (offered.includes('zelle')) {
    const decision = await desk.previewPayLater(db, {
      holderKey: visitor,
      events: [heldEvent(ctx, t, quote.entries.length)],
    });
    if (decision.ok) payLaterUntil = decision.holdUntil.toISOString();
    else unavailable.push({ method: 'zelle', reason: decision.refusal.message });
  }
  if (offered.includes('waitingList')) {
    const refusal = await waitingListRefusal(ctx, db, t, caller, quote.entries.length);
    if (refusal) unavailable.push({ method: 'waitingList', reason: refusal.message });
  }
  const paymentMethods = offered.filter((m) => !unavailable.some((u) => u.method === m));
  const cartDiscount = cartItems.reduce((s, l) => s + l.couponDiscountCents, 0);
  const cartTotal = cartItems.reduce((s, l) => s + l.itemTotal, 0);
  const code = quote.couponCode ? quote.couponCode : null;
  return {
    cartItems,
    couponCode: code,
    couponMessage: code && cartDiscount === 0 ? ENTRY_MESSAGES.invalidCoupon : null,
    cartSubTotal: cartTotal + cartDiscount,
    cartDiscount,
    cartTotal,
    paymentMethods,
    placesLeft: left,
    soldOut,
    clubMember,
    unavailable,
    payLaterUntil,
  };
}

/** 400 with every entry's problem: section, schedule, byes (`entries.N.field`). */
function checkEntries(t: TournamentRow, entries: Cart['entries']) {
  const fieldErrors = checkSections(t, entries);
  entries.forEach((e, i) => {
    if (t.schedules.length > 0 && !(e.schedule && t.schedules.includes(e.schedule))) {
      fieldErrors[`entries.${i}.schedule`] = [ENTRY_MESSAGES.unknownSchedule];
    }
    const bye = byeProblem(e.byesRequested, t);
    if (bye) fieldErrors[`entries.${i}.byesRequested`] = [bye];
  });
  return fieldErrors;
}

/** 409 for a player (by US Chess id) already entered, or twice in the cart. */
async function checkNotEntered(tx: DbOrTx, t: TournamentRow, entries: Cart['entries']) {
  const ids = entries.map((e) => e.uscfId).filter((id): id is string => id !== null);
  const entered = await registrationRepository(tx).enteredUscfIds(t.id, ids);
  const fieldErrors: Record<string, string[]> = {};
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    if (e.uscfId && (entered.has(e.uscfId) || seen.has(e.uscfId))) {
      fieldErrors[`entries.${i}.uscfId`] = [ENTRY_MESSAGES.alreadyEntered];
    }
    if (e.uscfId) seen.add(e.uscfId);
  });
  if (Object.keys(fieldErrors).length) {
    throw conflict('ALREADY_ENTERED', ENTRY_MESSAGES.alreadyEntered, fieldErrors);
  }
}

const methodField = (message: string) =>
  badRequest('PAYMENT_METHOD_NOT_OFFERED', message, { paymentMethod: [message] });

const receipt = (r: EntryRow): EntryReceipt => ({
  id: r.id,
  name: r.name,
  section: r.section,
  entryFeeCents: r.entryFeeCents,
  waitingList: r.waitingList,
  paymentMethod: r.paymentMethod,
});

function messageFor(method: string, order: OrderRow | null): string {
  if (method === 'waitingList') return ENTRY_MESSAGES.waitingListed;
  if (order && order.status === 'pending') return 'Order created.';
  return ENTRY_MESSAGES.registered;
}

type Checkout = {
  tournament: TournamentRow;
  entries: EntryRow[];
  order: OrderRow | null;
  created: boolean;
};

/**
 * POST tournament/{id}/cart (§4, §5, §9; docs/decisions/0037). The coupon is tried first, through
 * the coupon limiter as `holderKey`. Then, with the tournament row locked (so one tournament's
 * checkouts run one at a time and never overbook it): a repeat of a checkout key answers what it
 * made; then the entries' sections, schedules and byes, the registration window, the children,
 * the player not already entered, the payment method for this event and caller, and the places
 * left. Card, PayPal and Zelle make one `tournament` order with a line per entry priced by
 * `entryFee` (the entries count while the order holds), held as the payments desk decides (Zelle
 * within the unpaid shares, docs/decisions/0046); a free play credit makes one paid entry and
 * uses the member's credit for the month; a sold-out event takes only waiting list entries (no
 * order, fee stored; a signed-in account's, within its share). Registrations without an order
 * are confirmed by e-mail.
 */
export async function checkoutCart(
  ctx: AppContext,
  desk: OrderDesk<EntryLine>,
  tournamentId: number,
  cart: Cart,
  caller: Caller,
  holderKey: string,
): Promise<TournamentCartResult> {
  const method = cart.paymentMethod;
  const fingerprint = {
    method,
    coupon: cart.couponCode ?? null,
    entries: cart.entries.map((e) => [e.name, e.email, e.section, e.playup, e.childId, e.uscfId]),
  };
  const now = new Date();
  const today = todayIn(ctx.config.club.timezone, now);
  const coupon =
    method === 'freePlayCredit'
      ? null
      : await tryCoupon(ctx, { code: cart.couponCode, tournamentId, visitor: holderKey, today });
  const done: Checkout = await desk.checkout(async (tx) => {
    const repo = registrationRepository(tx);
    const t = await repo.lockTournament(tournamentId);
    if (!t) throw notFound('No tournament with that id.');
    // A repeat of a checkout already made answers what it made.
    const made = await repo.entriesOfCheckout(t.id, cart.idempotencyKey);
    const repeat = await desk.findRepeat(tx, cart.idempotencyKey, fingerprint);
    if (made.length > 0 || repeat) {
      return { tournament: t, entries: made, order: repeat?.order ?? null, created: false };
    }
    const problems = checkEntries(t, cart.entries);
    if (Object.keys(problems).length) throw invalid(problems);
    if (!registrationOpen(today, t.tournamentDate)) {
      throw conflict('REGISTRATION_CLOSED', ENTRY_MESSAGES.closed);
    }
    for (const [i, e] of cart.entries.entries()) {
      await familyChildFor(tx, caller?.id ?? null, e.childId, `entries.${i}.childId`);
    }
    await checkNotEntered(tx, t, cart.entries);

    const left = placesLeft(t.capacity, await repo.placesTaken(t.id));
    const soldOut = isSoldOut(t, left);
    if (method === 'waitingList') {
      if (!soldOut) throw conflict('NOT_SOLD_OUT', ENTRY_MESSAGES.notSoldOut);
      const refusal = await waitingListRefusal(ctx, tx, t, caller, cart.entries.length);
      if (refusal) throw conflict(refusal.code, refusal.message);
    }
    if (method !== 'waitingList') {
      if (soldOut) throw conflict('TOURNAMENT_SOLD_OUT', ENTRY_MESSAGES.soldOut);
      if (left !== null && cart.entries.length > left) {
        throw conflict('PLACES_LEFT', ENTRY_MESSAGES.placesLeft(left));
      }
      const offered: string[] = tournamentPaymentMethods({
        soldout: false,
        fideRated: t.fideRated,
      });
      if (!offered.includes(method)) throw methodField(ENTRY_MESSAGES.methodNotOffered);
    }

    const clubMember = caller !== null && getsClubMemberDiscount(caller.roles);
    const base = (e: Cart['entries'][number]) => ({
      tournamentId: t.id,
      name: e.name,
      email: e.email,
      phone: e.phone,
      chessDotComId: e.chessDotComId,
      uscfId: e.uscfId,
      fideId: e.fideId,
      rating: e.rating,
      fideRating: e.fideRating,
      expiryDate: e.expiryDate,
      playup: e.playup,
      schedule: e.schedule,
      byesRequested: e.byesRequested,
      section: e.section,
      schoolName: e.schoolName,
      teamName: e.teamName,
      clubMember,
      checkoutKey: cart.idempotencyKey,
      userId: caller?.id ?? null,
      childId: e.childId,
    });

    if (method === 'freePlayCredit') {
      if (!caller || !isClubMember(caller.roles)) {
        throw methodField(ENTRY_MESSAGES.freePlayNeedsMember);
      }
      if (cart.entries.length !== 1 || cart.entries[0]!.childId !== null) {
        throw methodField(ENTRY_MESSAGES.freePlayOneEntry);
      }
      const month = freePlayMonth(t.tournamentDate);
      if (await repo.freePlayCreditUsed(caller.id, month)) {
        throw conflict('FREE_PLAY_USED', ENTRY_MESSAGES.freePlayUsed);
      }
      const entries = await repo.insertEntries([
        { ...base(cart.entries[0]!), entryFeeCents: 0, paymentMethod: method, paid: true },
      ]);
      // Two tournaments of one month at once: the (user, month) key lets only one through.
      try {
        await repo.insertFreePlayCredit(caller.id, month, entries[0]!.id);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('FREE_PLAY_USED', ENTRY_MESSAGES.freePlayUsed);
        throw err;
      }
      return { tournament: t, entries, order: null, created: true };
    }

    const priced = cart.entries.map((e) => ({
      e,
      fee: priceEntry(t, e, today, clubMember, coupon),
    }));
    const values = (paymentMethod: string, extra: Partial<NewEntry> = {}) =>
      priced.map(({ e, fee }): NewEntry => ({
        ...base(e),
        entryFeeCents: fee.totalCents,
        couponCode: fee.couponDiscountCents > 0 ? coupon!.couponCode : null,
        couponDiscountCents: fee.couponDiscountCents,
        paymentMethod,
        ...extra,
      }));
    if (method === 'waitingList') {
      const entries = await repo.insertEntries(values(method, { waitingList: true }));
      return { tournament: t, entries, order: null, created: true };
    }
    const total = priced.reduce((s, p) => s + p.fee.totalCents, 0);
    if (total === 0) {
      // Nothing to pay (a coupon took it all): the entries are paid as they are.
      const entries = await repo.insertEntries(values(method, { paid: true }));
      return { tournament: t, entries, order: null, created: true };
    }
    const holdUntil = await desk.hold(tx, {
      holderKey,
      payLater: method === 'zelle',
      events: [heldEvent(ctx, t, priced.length)],
    });
    const first = cart.entries[0]!;
    const { order } = await desk.create(tx, {
      idempotencyKey: cart.idempotencyKey,
      cart: fingerprint,
      paymentMethod: method,
      description: `${t.name}: ${cart.entries.map((e) => e.name).join(', ')}`.slice(0, 500),
      lines: priced.map(({ e, fee }) => ({
        tournamentName: t.name,
        name: e.name,
        section: e.section,
        feeLabel: FEE_LABELS[fee.kind],
        amountCents: fee.totalCents,
      })),
      payerName: first.name,
      payerEmail: first.email,
      userId: caller?.id ?? null,
      status: method === 'zelle' ? 'awaiting_payment' : 'pending',
      holdUntil,
      holderKey,
    });
    const entries = await repo.insertEntries(values(method, { orderId: order.id }));
    return { tournament: t, entries, order, created: true };
  });

  const { tournament: t, entries, order, created } = done;
  if (created && order?.status === 'awaiting_payment') {
    await desk.confirm(order, {
      subject: `Tournament registration: order ${order.id} (${formatCents(order.amountCents)}, zelle)`,
      text:
        `${order.description}\nPayer: ${order.payerName ?? ''} <${order.payerEmail ?? ''}>\n` +
        `Entries: ${ctx.config.publicUrl}/tourEntries/${t.id}\n`,
    });
  }
  if (created && !order) await sendRegistrationMail(ctx, t, entries);
  return {
    message: messageFor(entries[0]?.paymentMethod ?? method, order),
    entries: entries.map(receipt),
    order: order ? presentOrder(order, ctx) : null,
  };
}

/**
 * The confirmation of a registration without an order (free play credit, the waiting list, a
 * cart a coupon made free): to each address in the cart, with the tournament, when it starts, the
 * entries and what happens next.
 */

/** "48 hours", "90 minutes": a hold's length as a mail says it. */
const holdSpan = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
    : `${minutes} minute${minutes === 1 ? '' : 's'}`;
async function sendRegistrationMail(ctx: AppContext, t: TournamentRow, entries: EntryRow[]) {
  const club = ctx.config.club;
  const waiting = entries.some((e) => e.waitingList);
  const lines = entries
    .map(
      (e) =>
        `  ${e.name}: ${e.section}` +
        (e.byesRequested.length
          ? `, half-point byes in rounds ${e.byesRequested.join(', ')}`
          : '') +
        (e.paymentMethod === 'freePlayCredit'
          ? ' (free play credit)'
          : `, entry fee ${formatCents(e.entryFeeCents)}`),
    )
    .join('\n');
  const next = waiting
    ? `The tournament is full, so ${entries.length === 1 ? 'this player is' : 'these players are'} on the waiting list. ` +
      'If a place opens before the day before the tournament, we e-mail you a link that holds it ' +
      `for up to ${holdSpan(ctx.config.payments.offerHoldMinutes)}; pay the entry fee within that time to take it. ` +
      'Nothing is charged until then.'
    : 'You are registered: nothing more to pay. Please arrive 15 minutes before the first round.';
  const subject = waiting
    ? `${t.name}: you are on the waiting list`
    : `${t.name}: registration confirmed`;
  for (const to of new Set(entries.map((e) => e.email.toLowerCase()))) {
    await ctx.mailer.send({
      to,
      subject,
      text:
        `Hello,\n\n${waiting ? 'We have your waiting-list registration for' : 'Thank you for registering for'} ` +
        `${t.name}, ${tournamentWhen(t)}.\n\n${lines}\n\n${next}\n\n` +
        `Questions? Reply to this e-mail or call ${club.phone}.\n${club.name}\n`,
    });
  }
}
