import {
  byeProblem,
  ENTRY_MESSAGES,
  formatCents,
  freePlayMonth,
  getsClubMemberDiscount,
  isClubMember,
  placesLeft,
  registrationOpen,
  tournamentPaymentMethods,
  type CartLine,
  type EntryReceipt,
  type RegistrationPaymentMethod,
  type TournamentCartQuote,
  type TournamentCartQuoteRequestSchema,
  type TournamentCartResult,
  type TournamentCartSchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { todayIn } from '../../lib/time.js';
import { familyChildFor } from '../families/index.js';
import { presentOrder, type OrderDesk, type OrderRow } from '../payments/index.js';
import { tryCoupon } from './coupon-tries.js';
import type { EntryRow, NewEntry } from './entries.present.js';
import { heldEvent, waitingListRefusal, type Caller } from './registration.holds.js';
import { sendRegistrationMail } from './registration.mail.js';
import {
  checkSections,
  FEE_LABELS,
  invalid,
  isSoldOut,
  priceEntry,
  type EntryLine,
} from './registration.pricing.js';
import { registrationRepository } from './registration.repository.js';
import type { TournamentRow } from './tournaments.repository.js';

type Quote = z.output<typeof TournamentCartQuoteRequestSchema>;
type Cart = z.output<typeof TournamentCartSchema>;

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
