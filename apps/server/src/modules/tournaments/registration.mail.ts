/** The e-mail that confirms a registration made without an order. */
import { formatCents } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { EntryRow } from './entries.present.js';
import type { TournamentRow } from './tournaments.repository.js';
import { tournamentWhen } from './waiting-list.js';

/** "48 hours", "90 minutes": a hold's length as a mail says it. */
const holdSpan = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
    : `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * The confirmation of a registration without an order (free play credit, the waiting list, a
 * cart a coupon made free): to each address in the cart, with the tournament, when it starts, the
 * entries and what happens next.
 */
export async function sendRegistrationMail(ctx: AppContext, t: TournamentRow, entries: EntryRow[]) {
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
