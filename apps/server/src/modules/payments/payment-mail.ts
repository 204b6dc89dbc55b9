import { formatCents, formatDateTimeLong } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { OrderRow } from './payments.repository.js';

/** The mails payments sends about an order: to the payer, and to the club. */

function itemLines(o: OrderRow): string {
  return o.items.map((i) => `  ${i.description}: ${formatCents(i.amountCents)}`).join('\n');
}

const hello = (o: OrderRow) => `Hello${o.payerName ? ` ${o.payerName}` : ''}`;

/** How to pay an unpaid order, for the confirmation and the reminder. */
function howToPay(ctx: AppContext, o: OrderRow): string {
  const club = ctx.config.club;
  return o.paymentMethod === 'zelle'
    ? `Please send ${formatCents(o.amountCents)} with Zelle to ${ctx.config.payments.zelleRecipient} ` +
        `(${club.name}) and write "Order ${o.id}" in the memo. We mark the registration paid when it arrives.`
    : o.paymentMethod === 'paypal'
      ? `Amount due: ${formatCents(o.amountCents)}. Pay with PayPal: ${ctx.config.publicUrl}/checkout/paypal/cancel?orderRef=${o.ref}`
      : `Amount due: ${formatCents(o.amountCents)}.`;
}

/** The sentence about the seat hold of an order that waits for its money. */
function holdSentence(ctx: AppContext, o: OrderRow): string {
  return o.holdUntil
    ? `\n\nWe hold the seats until ${formatDateTimeLong(o.holdUntil, { timeZone: ctx.config.club.timezone })}; if the payment has not arrived by then, the registration is released.`
    : '';
}

/** The confirmation every registration gets, with how to pay when it is not paid yet. */
export async function sendConfirmation(ctx: AppContext, o: OrderRow): Promise<void> {
  if (!o.payerEmail) return;
  const club = ctx.config.club;
  const next =
    o.status === 'paid'
      ? `Paid in full (${formatCents(o.amountCents)}).`
      : `${howToPay(ctx, o)}${holdSentence(ctx, o)}`;
  await ctx.mailer.send({
    to: o.payerEmail,
    subject: `${club.name}: registration received (order ${o.id})`,
    text:
      `${hello(o)},\n\nThank you for registering:\n${itemLines(o)}\n\n` +
      `${next}\n\nQuestions? Reply to this e-mail or call ${club.phone}.\n${club.name}\n`,
  });
}

/** The one reminder before an unpaid hold ends. */
export async function sendHoldReminder(ctx: AppContext, o: OrderRow): Promise<void> {
  if (!o.payerEmail || !o.holdUntil) return;
  const club = ctx.config.club;
  await ctx.mailer.send({
    to: o.payerEmail,
    subject: `${club.name}: please pay for order ${o.id} by ${formatDateTimeLong(o.holdUntil, { timeZone: ctx.config.club.timezone })}`,
    text:
      `${hello(o)},\n\nWe have not received the payment for:\n${itemLines(o)}\n\n` +
      `${howToPay(ctx, o)}${holdSentence(ctx, o)}\n\nAlready paid? Reply to this e-mail and we will check.\n${club.name}, ${club.phone}\n`,
  });
}

/** Tells the payer of an order that waited for its money that its seats were released. */
export async function sendReleased(ctx: AppContext, o: OrderRow, why: string): Promise<void> {
  if (!o.payerEmail) return;
  const club = ctx.config.club;
  await ctx.mailer.send({
    to: o.payerEmail,
    subject: `${club.name}: registration released (order ${o.id})`,
    text:
      `${hello(o)},\n\n${why} We released the registration and its seats:\n${itemLines(o)}\n\n` +
      `If you have paid already, or still want to come, reply to this e-mail or call ${club.phone} and we will sort it out. ` +
      `You can also register again at ${ctx.config.publicUrl}.\n${club.name}\n`,
  });
}

/** The receipt every paid order gets. */
export async function sendReceipt(ctx: AppContext, o: OrderRow): Promise<void> {
  if (!o.payerEmail) return;
  const club = ctx.config.club;
  const method =
    o.paymentMethod === 'creditCard'
      ? `Card${o.cardType ? ` (${o.cardType}` : ''}${o.cardLast4 ? ` ending ${o.cardLast4})` : o.cardType ? ')' : ''}`
      : o.paymentMethod === 'paypal'
        ? 'PayPal'
        : 'Zelle';
  await ctx.mailer.send({
    to: o.payerEmail,
    subject: `${club.name}: receipt for order ${o.id} (${formatCents(o.amountCents)})`,
    text:
      `Receipt for order ${o.id}\n\n${itemLines(o)}\n\nTotal paid: ${formatCents(o.amountCents)}\n` +
      `Paid by: ${method}\n${o.transactionId ? `Transaction: ${o.transactionId}\n` : ''}` +
      `Date: ${(o.paidAt ?? new Date()).toISOString().slice(0, 10)}\n\n${club.name}, ${club.address}\n`,
  });
}

/** Tells the club an order was paid. */
export async function sendPaidNotice(ctx: AppContext, o: OrderRow): Promise<void> {
  await ctx.mailer.send({
    to: ctx.config.club.email,
    subject: `Paid: order ${o.id} (${formatCents(o.amountCents)}, ${o.paymentMethod})`,
    text:
      `${o.description}\nPayer: ${o.payerName ?? ''} <${o.payerEmail ?? ''}>\n` +
      `Transaction: ${o.transactionId ?? 'none'}\nPayments: ${ctx.config.publicUrl}/admin/payments\n`,
  });
}

/** Tells the payer a card order was refunded. */
export async function sendRefund(
  ctx: AppContext,
  o: OrderRow,
  refundTransactionId: string,
): Promise<void> {
  if (!o.payerEmail) return;
  await ctx.mailer.send({
    to: o.payerEmail,
    subject: `${ctx.config.club.name}: refund for order ${o.id} (${formatCents(o.amountCents)})`,
    text:
      `We refunded ${formatCents(o.amountCents)} to your card` +
      `${o.cardLast4 ? ` ending ${o.cardLast4}` : ''} (refund transaction ${refundTransactionId}).\n` +
      `Order ${o.id}:\n${itemLines(o)}\n`,
  });
}
