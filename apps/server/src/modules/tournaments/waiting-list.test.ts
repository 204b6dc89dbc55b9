import crypto from 'node:crypto';
import { ENTRY_MESSAGES, OFFER_HOLD_HOURS, type EntryOffer } from '@kingside/shared';
import { sandboxCardTransactions } from '@kingside/payment-sandbox';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, tournamentEntries } from '../../db/schema.js';
import { addDays, todayIn, zonedTimeToUtc } from '../../lib/time.js';
import { startMailCatcher, type MailCatcher } from '../../dev/mail-catcher.js';
import { SECRET_PLACEHOLDER } from '../../lib/mailer.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { DECLINE_ZIP, signedIn, tokenizeCard } from '../../test/payments.js';
import {
  cartBody,
  cartEntry,
  createTournament,
  entriesOf,
  entryRow,
  fillPlaces,
  mailsTo,
} from '../../test/tournaments.js';
import { registrationRepository } from './registration.repository.js';
import { expireOffers, offerFreedPlaces } from './waiting-list.js';

let t: TestApp;
let today: string;
/** The players' mailboxes: an offer's link reaches only them, never the outbox. */
let mailbox: MailCatcher;
beforeAll(async () => {
  mailbox = await startMailCatcher();
  t = await buildTestApp({ smtpUrl: mailbox.smtpUrl });
  today = todayIn(t.ctx.config.club.timezone);
});
afterAll(async () => {
  await t.app.close();
  await t.ctx.mailer.settled();
  t.ctx.mailer.close();
  await mailbox.close();
});

const uniq = () => crypto.randomBytes(4).toString('hex');
const db = () => t.ctx.database.db;
const taken = (id: number) => registrationRepository(db()).placesTaken(id);

const charge = async (orderRef: string, billToZip = '75024') =>
  t.app.inject({
    method: 'POST',
    url: '/api/authorizenet/charge',
    payload: {
      idempotencyKey: crypto.randomUUID(),
      orderRef,
      description: 'Tournament entry',
      opaqueData: await tokenizeCard(t.app, t.ctx),
      billToFirstName: 'Ada',
      billToLastName: 'Pawn',
      billToZip,
      billToCountry: 'US',
    },
  });

/**
 * A tournament of `capacity` places, all taken by admin entries, with `waiting` players on its
 * waiting list (registered through the API by accounts of their own, oldest first).
 */
async function soldOutWithWaitingList(
  capacity: number,
  waiting: number,
  overrides: Parameters<typeof createTournament>[1] = {},
) {
  const tour = await createTournament(t.ctx, { capacity, ...overrides });
  const fillers = await fillPlaces(t.ctx, tour.id, capacity);
  const waiters: { id: number; email: string }[] = [];
  for (let i = 0; i < waiting; i++) {
    const email = `waiter${i}-${uniq()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/cart`,
      payload: cartBody('waitingList', [cartEntry({ name: `Waiter ${i}`, email })]),
      headers: await signedIn(t.app, t.ctx),
    });
    expect(res.statusCode, res.body).toBe(201);
    waiters.push({ id: res.json().entries[0].id, email });
  }
  return { tour, fillers, waiters };
}

/** Withdraws an entry around the API (as the admin's PUT does). */
const withdraw = (id: number) =>
  db()
    .update(tournamentEntries)
    .set({ withdrawnAt: new Date() })
    .where(eq(tournamentEntries.id, id));

/** The token of the newest offer that reached `email`'s mailbox. */
async function offerTokenMailedTo(email: string): Promise<string | undefined> {
  await t.ctx.mailer.settled();
  const mail = mailbox.mails.find((m) => m.to === email && m.subject.includes('is yours until'));
  return mail?.text.match(/\?offer=([A-Za-z0-9_-]+)/)?.[1];
}

const openOffer = (tournamentId: number, token: string) =>
  t.app.inject({ url: `/api/tournament/${tournamentId}/offer?token=${token}` });

const payOffer = (tournamentId: number, token: string, paymentMethod = 'creditCard') =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournament/${tournamentId}/offer/checkout`,
    payload: { token, idempotencyKey: crypto.randomUUID(), paymentMethod },
  });

/** Lets an offer (and the order paying it) run out, as if its 48 hours had passed. */
async function runOut(entryId: number) {
  const past = new Date(Date.now() - 1_000);
  const entry = await entryRow(t.ctx, entryId);
  await db()
    .update(tournamentEntries)
    .set({ offerExpiresAt: past })
    .where(eq(tournamentEntries.id, entryId));
  if (entry.orderId) {
    await db().update(orders).set({ holdUntil: past }).where(eq(orders.id, entry.orderId));
  }
}

const offered = async (tournamentId: number) =>
  (await entriesOf(t.ctx, tournamentId)).filter((e) => e.offeredAt !== null);

describe('offering a freed place', () => {
  it('mails the first waiting player a link that holds the place, and paying it moves them to the main list', async () => {
    const { tour, fillers, waiters } = await soldOutWithWaitingList(2, 2);
    expect(await offerFreedPlaces(t.ctx, tour.id)).toBe(0);
    await withdraw(fillers[0]!.id);
    expect(await offerFreedPlaces(t.ctx, tour.id)).toBe(1);

    const [mail] = await mailsTo(t.ctx, waiters[0]!.email, 'is yours until');
    expect(mail!.subject).toMatch(new RegExp(`^A place in ${tour.name} is yours until `));
    // The outbox (what an admin reads) keeps the mail without the link; only the player gets it.
    expect(mail!.text).not.toContain('?offer=');
    expect(mail!.text).toContain(SECRET_PLACEHOLDER);
    expect(await mailsTo(t.ctx, waiters[1]!.email, 'is yours until')).toEqual([]);
    const token = (await offerTokenMailedTo(waiters[0]!.email))!;
    const delivered = mailbox.mails.find(
      (m) => m.to === waiters[0]!.email && m.subject.includes('is yours until'),
    )!;
    expect(delivered.text).toContain(`http://kingside.test/tourRegister/${tour.id}?offer=${token}`);
    const row = await entryRow(t.ctx, waiters[0]!.id);
    // Only the token's hash is kept.
    expect(row.offerTokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(row.offerExpiresAt!.getTime() - row.offeredAt!.getTime()).toBe(
      OFFER_HOLD_HOURS * 3_600_000,
    );
    // The offer holds the place: the event is still sold out to everyone else.
    expect(await taken(tour.id)).toBe(2);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/cart`,
      payload: cartBody('creditCard'),
    });
    expect(late.statusCode).toBe(409);

    const opened = await openOffer(tour.id, token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<EntryOffer>()).toMatchObject({
      entryId: waiters[0]!.id,
      tournamentName: tour.name,
      name: 'Waiter 0',
      section: 'Open',
      entryFeeCents: 2500,
      expiresAt: row.offerExpiresAt!.toISOString(),
    });
    expect((await openOffer(tour.id, 'x'.repeat(32))).statusCode).toBe(404);

    const checkout = await payOffer(tour.id, token);
    expect(checkout.statusCode, checkout.body).toBe(201);
    const order = checkout.json().order;
    expect(order).toMatchObject({ kind: 'tournament', amountCents: 2500, status: 'pending' });
    expect(order.holdUntil).toBe(row.offerExpiresAt!.toISOString());
    const paid = await charge(order.orderRef);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await entryRow(t.ctx, waiters[0]!.id)).toMatchObject({
      waitingList: false,
      paid: true,
      active: true,
      paymentMethod: 'creditCard',
      offerTokenHash: null,
      offerExpiresAt: null,
    });
    expect(await taken(tour.id)).toBe(2);
    expect((await openOffer(tour.id, token)).statusCode).toBe(404);
    expect(await offerFreedPlaces(t.ctx, tour.id)).toBe(0);
    const [receipt] = await mailsTo(t.ctx, waiters[0]!.email, 'receipt');
    expect(receipt).toBeDefined();
  });

  it('passes an expired offer to the next waiting player and never offers the first again', async () => {
    const { tour, fillers, waiters } = await soldOutWithWaitingList(1, 3);
    await withdraw(fillers[0]!.id);
    await offerFreedPlaces(t.ctx, tour.id);
    const first = (await offerTokenMailedTo(waiters[0]!.email))!;
    await runOut(waiters[0]!.id);

    expect(await expireOffers(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await entryRow(t.ctx, waiters[0]!.id)).toMatchObject({
      waitingList: true,
      offerExpiresAt: null,
      offeredAt: expect.any(Date),
    });
    const opened = await openOffer(tour.id, first);
    expect(opened.statusCode).toBe(410);
    expect(opened.json().message).toBe(ENTRY_MESSAGES.offerExpired);
    expect((await payOffer(tour.id, first)).statusCode).toBe(410);
    const second = await offerTokenMailedTo(waiters[1]!.email);
    expect(second).toBeDefined();

    await runOut(waiters[1]!.id);
    await expireOffers(t.ctx);
    expect(await offerTokenMailedTo(waiters[2]!.email)).toBeDefined();
    expect(await mailsTo(t.ctx, waiters[0]!.email, 'is yours until')).toHaveLength(1);
  });

  it('ends an expired offer when its link is opened, before the job comes round', async () => {
    const { tour, fillers, waiters } = await soldOutWithWaitingList(1, 2);
    await withdraw(fillers[0]!.id);
    await offerFreedPlaces(t.ctx, tour.id);
    const token = (await offerTokenMailedTo(waiters[0]!.email))!;
    await runOut(waiters[0]!.id);
    expect((await openOffer(tour.id, token)).statusCode).toBe(410);
    expect(await offerTokenMailedTo(waiters[1]!.email)).toBeDefined();
  });

  it('makes no offers from the day before the tournament', async () => {
    const { tour, fillers, waiters } = await soldOutWithWaitingList(1, 1, {
      tournamentDate: addDays(today, 1),
    });
    await withdraw(fillers[0]!.id);
    expect(await offerFreedPlaces(t.ctx, tour.id)).toBe(0);
    expect(await mailsTo(t.ctx, waiters[0]!.email, 'is yours until')).toEqual([]);
  });

  it('ends an offer 24 hours before the start when the 48 hours would run past it', async () => {
    // Two days ahead, offers are still made (not from the day before), but a full 48 hours
    // would outlast the start: like a Zelle hold, the offer ends at the cut-off (docs/decisions/0046).
    const { tour, fillers, waiters } = await soldOutWithWaitingList(1, 1, {
      tournamentDate: addDays(today, 2),
      startTime: '09:00',
    });
    await withdraw(fillers[0]!.id);
    expect(await offerFreedPlaces(t.ctx, tour.id)).toBe(1);
    const row = await entryRow(t.ctx, waiters[0]!.id);
    const start = zonedTimeToUtc(tour.tournamentDate, tour.startTime, t.ctx.config.club.timezone);
    const cutoffHours = t.ctx.config.payments.payLater.cutoffHours;
    expect(row.offerExpiresAt!.getTime()).toBe(start.getTime() - cutoffHours * 3_600_000);
    expect(row.offerExpiresAt!.getTime() - row.offeredAt!.getTime()).toBeLessThan(
      OFFER_HOLD_HOURS * 3_600_000,
    );
  });

  it('never lets two offers hold one place, however many times it is asked at once', async () => {
    const { tour, fillers } = await soldOutWithWaitingList(2, 4);
    await withdraw(fillers[0]!.id);
    const made = await Promise.all(
      Array.from({ length: 5 }, () => offerFreedPlaces(t.ctx, tour.id)),
    );
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await offered(tour.id)).toHaveLength(1);
    expect(await taken(tour.id)).toBe(2);
    await withdraw(fillers[1]!.id);
    expect(await offerFreedPlaces(t.ctx, tour.id)).toBe(1);
    expect(await offered(tour.id)).toHaveLength(2);
  });

  it('offers the place a declined card gave back', async () => {
    const tour = await createTournament(t.ctx, { capacity: 1 });
    const holder = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/cart`,
      payload: cartBody('creditCard'),
    });
    expect(holder.statusCode).toBe(201);
    const email = `declined-${uniq()}@example.com`;
    const waiting = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/cart`,
      payload: cartBody('waitingList', [cartEntry({ email })]),
      headers: await signedIn(t.app, t.ctx),
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    const declined = await charge(holder.json().order.orderRef, DECLINE_ZIP);
    expect(declined.statusCode).toBe(402);
    // The release queued the offer as a job in payments' transaction: nothing is offered until it
    // runs, and it runs once.
    expect(await offerTokenMailedTo(email)).toBeUndefined();
    expect(await t.app.jobs.drain(['tournaments.offer-freed-places'])).toBeGreaterThanOrEqual(1);
    expect(await offerTokenMailedTo(email)).toBeDefined();
    expect(await taken(tour.id)).toBe(1);
  });
});

describe('two payers for one place', () => {
  it('leaves exactly one in the place when the expired offer’s payer and the next offer’s payer pay at once', async () => {
    const { tour, fillers, waiters } = await soldOutWithWaitingList(1, 2);
    await withdraw(fillers[0]!.id);
    await offerFreedPlaces(t.ctx, tour.id);
    const firstToken = (await offerTokenMailedTo(waiters[0]!.email))!;
    const first = (await payOffer(tour.id, firstToken)).json().order;
    await runOut(waiters[0]!.id);
    await expireOffers(t.ctx);
    const secondToken = (await offerTokenMailedTo(waiters[1]!.email))!;
    const second = await payOffer(tour.id, secondToken);
    expect(second.statusCode, second.body).toBe(201);

    const [a, b] = await Promise.all([
      charge(first.orderRef),
      charge(second.json().order.orderRef),
    ]);
    expect(a.statusCode).toBe(409);
    expect(b.statusCode, b.body).toBe(200);
    const main = (await entriesOf(t.ctx, tour.id)).filter(
      (e) => !e.waitingList && e.active && e.withdrawnAt === null,
    );
    expect(main.map((e) => e.id)).toEqual([waiters[1]!.id]);
    const charged = await db()
      .select()
      .from(sandboxCardTransactions)
      .where(
        and(
          eq(sandboxCardTransactions.invoiceNumber, `KS-${first.orderNumber}`),
          eq(sandboxCardTransactions.responseCode, '1'),
        ),
      );
    expect(charged).toEqual([]);
    expect(await taken(tour.id)).toBe(1);
  });

  it('lets a late payer take the place while it is still free, and then offers it to no one else', async () => {
    const { tour, fillers, waiters } = await soldOutWithWaitingList(1, 2);
    await withdraw(fillers[0]!.id);
    await offerFreedPlaces(t.ctx, tour.id);
    const token = (await offerTokenMailedTo(waiters[0]!.email))!;
    const order = (await payOffer(tour.id, token)).json().order;
    await runOut(waiters[0]!.id);
    const paid = await charge(order.orderRef);
    expect(paid.statusCode, paid.body).toBe(200);
    await expireOffers(t.ctx);
    expect(await offerTokenMailedTo(waiters[1]!.email)).toBeUndefined();
    expect(await entryRow(t.ctx, waiters[0]!.id)).toMatchObject({ waitingList: false, paid: true });
    const live = await db()
      .select()
      .from(tournamentEntries)
      .where(
        and(
          eq(tournamentEntries.tournamentId, tour.id),
          isNotNull(tournamentEntries.offerExpiresAt),
        ),
      );
    expect(live).toEqual([]);
  });
});
