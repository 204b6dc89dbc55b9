import crypto from 'node:crypto';
import {
  ENTRY_MESSAGES,
  formatCents,
  formatDate,
  formatDateTimeLong,
  formatTime,
  holdEndBefore,
  waitingListOffersOpen,
  type EntryOffer,
  type OfferCheckoutSchema,
  type TournamentCartResult,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { Mail } from '../../lib/mailer.js';
import { AppError, conflict } from '../../lib/errors.js';
import { todayIn, zonedTimeToUtc } from '../../lib/time.js';
import { presentOrder, type OrderDesk } from '../payments/index.js';
import type { EntryRow } from './entries.present.js';
import { registrationRepository } from './registration.repository.js';
import type { EntryLine } from './registration.pricing.js';
import type { TournamentRow } from './tournaments.repository.js';

/** A tournament's day and start, e.g. "Saturday, December 12, 2026 at 2:00 PM". */
export function tournamentWhen(t: Pick<TournamentRow, 'tournamentDate' | 'startTime'>): string {
  return `${formatDate(t.tournamentDate, { style: 'full' })} at ${formatTime(t.startTime)}`;
}

/** When a tournament starts, in the club's time zone. */
export const tournamentStartsAt = (
  ctx: AppContext,
  t: Pick<TournamentRow, 'tournamentDate' | 'startTime'>,
) => zonedTimeToUtc(t.tournamentDate, t.startTime, ctx.config.club.timezone);

/** Expired offers ended per run of the job, at most. */
const EXPIRY_BATCH = 100;

export const offerTokenHash = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');

const offerNotFound = () => new AppError(404, 'OFFER_NOT_FOUND', ENTRY_MESSAGES.offerNotFound);
const offerExpired = () => new AppError(410, 'OFFER_EXPIRED', ENTRY_MESSAGES.offerExpired);

/** The e-mail that offers a freed place: the link holds it until `expiresAt`. */
function offerMail(ctx: AppContext, t: TournamentRow, entry: EntryRow, token: string): Mail {
  const until = formatDateTimeLong(entry.offerExpiresAt!, {
    timeZone: ctx.config.club.timezone,
  });
  const link = `${ctx.config.publicUrl}/tourRegister/${t.id}?offer=${token}`;
  // The whole link is the secret, as a reset link is: the outbox's copy shows neither.
  const club = ctx.config.club;
  return {
    to: entry.email,
    subject: `A place in ${t.name} is yours until ${until}`,
    text:
      `Hello ${entry.name},\n\nA place has opened in ${t.name} (${tournamentWhen(t)}), and it is ` +
      `yours: we hold it for you until ${until}.\n\n` +
      `Section: ${entry.section}\nEntry fee: ${formatCents(entry.entryFeeCents)}\n\n` +
      `Pay by card or PayPal here to take it:\n${link}\n\n` +
      `If you do not pay by then, the place passes to the next player on the waiting list and ` +
      `you stay on the list. Questions? Reply to this e-mail or call ${club.phone}.\n${club.name}\n`,
    secrets: [link],
  };
}

/**
 * Offers the tournament's free main-list places to its waiting list, first come first served
 * (issue 15; docs/decisions/0037). Call after anything that may free a place: a withdrawal, a
 * removal, a released order. Answers how many offers were made.
 *
 * With the tournament row locked it counts the free places and, while offers are still made
 * (`waitingListOffersOpen`: not from the day before the event), gives each of the oldest waiting
 * entries never offered a place a random token (only its SHA-256 is stored) and a hold of
 * OFFER_HOLD_MINUTES (48 hours unless set), ended sooner when the event is near: like a Zelle hold, never later than
 * PAY_LATER_CUTOFF_HOURS before the start (docs/decisions/0046). The link is a usable secret:
 * the mail is sent after the offer commits, with the token withheld from the outbox's copy
 * (`secrets`, docs/decisions/0013); should the process die in between, the offer simply runs out
 * and passes on. A tournament without a place limit makes no offers.
 */
export async function offerFreedPlaces(ctx: AppContext, tournamentId: number): Promise<number> {
  const now = new Date();
  const today = todayIn(ctx.config.club.timezone, now);
  const made = await ctx.database.db.transaction(async (tx): Promise<Mail[]> => {
    const repo = registrationRepository(tx);
    const t = await repo.lockTournament(tournamentId);
    if (!t || t.capacity === null || !waitingListOffersOpen(today, t.tournamentDate)) return [];
    const expiresAt = holdEndBefore(
      now,
      tournamentStartsAt(ctx, t),
      ctx.config.payments.offerHoldMinutes / 60,
      ctx.config.payments.payLater.cutoffHours,
    );
    const free = t.capacity - (await repo.placesTaken(t.id));
    if (!expiresAt || free <= 0) return [];
    const mails: Mail[] = [];
    for (const entry of await repo.nextWaiting(t.id, free)) {
      const token = crypto.randomBytes(24).toString('base64url');
      const offered = await repo.makeOffer(entry.id, offerTokenHash(token), now, expiresAt);
      if (offered) mails.push(offerMail(ctx, t, offered, token));
    }
    return mails;
  });
  for (const mail of made) await ctx.mailer.send(mail);
  return made.length;
}

/**
 * Ends the offers that ran out by `now` and offers their places to the next waiting entries; then
 * offers any free place of a tournament whose waiting list has entries never offered one (a
 * release whose offer was lost with its process). Each end is a conditional update, so processes
 * sharing the database never end one twice. Answers how many offers ended.
 */
export async function expireOffers(ctx: AppContext, now = new Date()): Promise<number> {
  const repo = registrationRepository(ctx.database.db);
  const tournaments = new Set<number>();
  let ended = 0;
  for (const offer of await repo.expiredOffers(now, EXPIRY_BATCH)) {
    if (await repo.endOffer(offer.id, now)) {
      ended++;
      tournaments.add(offer.tournamentId);
    }
  }
  const today = todayIn(ctx.config.club.timezone, now);
  for (const id of await repo.tournamentsWithWaiting(today, EXPIRY_BATCH)) tournaments.add(id);
  for (const id of [...tournaments].sort((a, b) => a - b)) await offerFreedPlaces(ctx, id);
  return ended;
}

/** The live offer a token names in this tournament; 404 when none, 410 when it has ended. */
async function liveOffer(db: DbOrTx, tournamentId: number, token: string) {
  const entry = await registrationRepository(db).findByOfferHash(
    tournamentId,
    offerTokenHash(token),
  );
  if (!entry || !entry.waitingList || entry.withdrawnAt !== null || entry.offeredAt === null) {
    throw offerNotFound();
  }
  if (entry.offerExpiresAt === null || entry.offerExpiresAt <= new Date()) {
    return { entry, live: false as const };
  }
  return { entry, live: true as const };
}

/**
 * GET tournament/{id}/offer: the place a token offers. An offer found expired is ended here (and
 * its place offered on) rather than waiting for the job.
 */
export async function getOffer(
  ctx: AppContext,
  tournamentId: number,
  token: string,
): Promise<EntryOffer> {
  const db = ctx.database.db;
  const { entry, live } = await liveOffer(db, tournamentId, token);
  if (!live) {
    if (await registrationRepository(db).endOffer(entry.id, new Date())) {
      await offerFreedPlaces(ctx, tournamentId);
    }
    throw offerExpired();
  }
  const t = (await registrationRepository(db).findTournament(tournamentId))!;
  return {
    entryId: entry.id,
    tournamentId,
    tournamentName: t.name,
    name: entry.name,
    section: entry.section,
    entryFeeCents: entry.entryFeeCents,
    expiresAt: entry.offerExpiresAt!.toISOString(),
  };
}

type OfferCheckout = z.output<typeof OfferCheckoutSchema>;

/**
 * POST tournament/{id}/offer/checkout: a `tournament` order (card or PayPal) for the offered entry
 * at its stored fee, held until the offer ends. Paying it moves the entry to the main list
 * (`onPaid`). The same key answers the same order; an entry whose earlier order still holds its
 * place answers that order for the same method and is refused (409) for another, so one offer is
 * never paid twice.
 */
export async function checkoutOffer(
  ctx: AppContext,
  desk: OrderDesk<EntryLine>,
  tournamentId: number,
  body: OfferCheckout,
  userId: number | null,
): Promise<TournamentCartResult> {
  const fingerprint = { offer: offerTokenHash(body.token), method: body.paymentMethod };
  const { order, entry } = await desk.checkout(async (tx) => {
    const repo = registrationRepository(tx);
    const t = await repo.lockTournament(tournamentId);
    if (!t) throw offerNotFound();
    const repeat = await desk.findRepeat(tx, body.idempotencyKey, fingerprint);
    if (repeat) {
      const [paidFor] = await repo.entriesOfOrder(repeat.order.id);
      if (paidFor) return { order: repeat.order, entry: paidFor };
    }
    const { entry, live } = await liveOffer(tx, tournamentId, body.token);
    if (!live) throw offerExpired();
    const earlier = await repo.orderOf(entry);
    if (earlier && ['paid', 'paid_unrecorded', 'processing'].includes(earlier.status)) {
      throw conflict('OFFER_PAYMENT_STARTED', 'This place is being paid for already.');
    }
    if (earlier?.holds) {
      // The order made a moment ago (another tab, a retry with a new key) is this one's to pay.
      if (earlier.paymentMethod === body.paymentMethod) {
        const same = await desk.findRepeat(tx, earlier.idempotencyKey, fingerprint);
        if (same) return { order: same.order, entry };
      }
      throw conflict(
        'OFFER_PAYMENT_STARTED',
        'A payment for this place was started with another method: finish it, or cancel it and try again.',
      );
    }
    const made = await desk.create(tx, {
      idempotencyKey: body.idempotencyKey,
      cart: fingerprint,
      paymentMethod: body.paymentMethod,
      description: `${t.name}: ${entry.name} (waiting-list place)`.slice(0, 500),
      lines: [
        {
          tournamentName: t.name,
          name: entry.name,
          section: entry.section,
          feeLabel: 'waiting-list place',
          amountCents: entry.entryFeeCents,
        },
      ],
      payerName: entry.name,
      payerEmail: entry.email,
      userId,
      status: 'pending',
      holdUntil: entry.offerExpiresAt,
      holderKey: null,
    });
    await repo.setEntryOrder(entry.id, made.order.id);
    return { order: made.order, entry };
  });
  return {
    message: 'Order created.',
    entries: [
      {
        id: entry.id,
        name: entry.name,
        section: entry.section,
        entryFeeCents: entry.entryFeeCents,
        waitingList: true,
        paymentMethod: body.paymentMethod,
      },
    ],
    order: presentOrder(order, ctx),
  };
}
