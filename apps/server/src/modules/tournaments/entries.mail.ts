/** The admin's e-mails to a tournament's entries: a message of theirs, and the reminder. */
import {
  ENTRY_MESSAGES,
  formatDate,
  formatTime,
  type EmailSentResult,
  type TournamentEmailSchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import type { Mail } from '../../lib/mailer.js';
import { entriesRepository } from './entries.repository.js';
import { loadTournament, sortedByes } from './entries.service.js';
import type { TournamentRow } from './tournaments.repository.js';

type TournamentEmail = z.output<typeof TournamentEmailSchema>;

/** Outbox mails written per insert statement. */
const MAILS_PER_BATCH = 500;

type Recipient = Awaited<ReturnType<ReturnType<typeof entriesRepository>['recipients']>>[number];

/** The entries grouped by address (without case), so each address gets one e-mail. */
function byAddress(rows: readonly Recipient[]) {
  const groups = new Map<string, { email: string; players: Recipient[] }>();
  for (const r of rows) {
    const key = r.email.trim().toLowerCase();
    const group = groups.get(key);
    if (group) group.players.push(r);
    else groups.set(key, { email: r.email.trim(), players: [r] });
  }
  return [...groups.values()];
}

/** Writes the mails to the outbox in one transaction, MAILS_PER_BATCH a statement, then delivers. */
async function sendAll(ctx: AppContext, mails: Mail[]): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    for (let i = 0; i < mails.length; i += MAILS_PER_BATCH) {
      await ctx.mailer.enqueue(mails.slice(i, i + MAILS_PER_BATCH), tx);
    }
  });
  void ctx.mailer.deliverPending();
}

const tournamentLink = (ctx: AppContext, t: TournamentRow) =>
  `${ctx.config.publicUrl}/tournaments/${encodeURIComponent(t.shortName)}`;

/**
 * POST tournament/{id}/sendEmail: the admin's subject and message (plain text) to each distinct
 * address of the playing entries, and of the waiting list when asked; 400 when there is nobody.
 */
export async function sendTournamentEmail(
  ctx: AppContext,
  tournamentId: number,
  body: TournamentEmail,
): Promise<EmailSentResult> {
  const t = await loadTournament(ctx, tournamentId);
  const groups = byAddress(
    await entriesRepository(ctx.database.db).recipients(tournamentId, body.includeWaitingList),
  );
  if (groups.length === 0) throw badRequest('NO_ENTRIES', ENTRY_MESSAGES.noEntriesToEmail);
  const footer = `\n\n--\n${t.name}\n${tournamentLink(ctx, t)}\n${ctx.config.club.name}\n`;
  await sendAll(
    ctx,
    groups.map((g) => ({ to: g.email, subject: body.subject, text: `${body.message}${footer}` })),
  );
  return { message: ENTRY_MESSAGES.emailSent, sent: groups.length };
}

/** One line per player at an address: name, section and requested byes. */
function playerLine(p: Recipient): string {
  const byes = sortedByes(p.byesRequested);
  const byeText =
    byes.length === 0
      ? 'no byes requested'
      : `half-point bye${byes.length === 1 ? '' : 's'} requested in round${byes.length === 1 ? '' : 's'} ${byes.join(', ')}`;
  const waiting = p.waitingList ? ' (waiting list)' : '';
  return `- ${p.name}: section ${p.section}, ${byeText}${waiting}`;
}

/**
 * POST tournament/{id}/sendReminderEmail: a plain-text reminder to each distinct address of the
 * playing entries with the tournament's date, start time, place, time control and rounds, each
 * player's section and requested byes, and the tournament's page.
 */
export async function sendReminderEmail(
  ctx: AppContext,
  tournamentId: number,
): Promise<EmailSentResult> {
  const t = await loadTournament(ctx, tournamentId);
  const repo = entriesRepository(ctx.database.db);
  const groups = byAddress(await repo.recipients(tournamentId, false));
  if (groups.length === 0) throw badRequest('NO_ENTRIES', ENTRY_MESSAGES.noEntriesToEmail);
  const location = await repo.location(t.locationId);
  const details = [
    `Date: ${formatDate(t.tournamentDate, { style: 'full' })}`,
    `Start time: ${formatTime(t.startTime)}`,
    ...(location ? [`Location: ${location.name}, ${location.address}`] : []),
    ...(t.online ? ['This tournament is played online.'] : []),
    `Time control: ${t.timeControl}`,
    `Rounds: ${t.rounds}`,
  ].join('\n');
  const subject = `Reminder: ${t.name} on ${formatDate(t.tournamentDate, { style: 'full' })}`;
  const mails = groups.map((g) => ({
    to: g.email,
    subject,
    text:
      `Hello,\n\nThis is a reminder of ${t.name}.\n\n${details}\n\n` +
      `Entered from this address:\n${g.players.map(playerLine).join('\n')}\n\n` +
      (t.online ? '' : 'Please bring a chess board and clock if you have them.\n\n') +
      `Details, pairings and standings: ${tournamentLink(ctx, t)}\n\n${ctx.config.club.name}\n`,
  }));
  await sendAll(ctx, mails);
  return { message: ENTRY_MESSAGES.emailSent, sent: groups.length };
}
