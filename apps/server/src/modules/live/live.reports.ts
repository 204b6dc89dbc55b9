import { LIVE_MESSAGES } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { pageAnswer, type PageQuery } from '../../lib/paging.js';
import { presentUser, unknownUser } from './live.people.js';
import { LiveRefusal } from './live.publisher.js';
import { liveRepository } from './live.repository.js';

/** A member reports a message they received; the admins get an e-mail and the report list. */
export async function reportMessage(
  ctx: AppContext,
  reporterId: number,
  messageId: number,
  reason: string,
): Promise<string> {
  const repo = liveRepository(ctx.database.db);
  const message = await repo.findMessage(messageId);
  if (!message || message.recipientId !== reporterId)
    throw new LiveRefusal('NOT_FOUND', LIVE_MESSAGES.reportOwn);
  if (await repo.insertReport(message, reason)) {
    const people = await repo.usersByIds([message.senderId, message.recipientId]);
    const from = people.get(message.senderId);
    const to = people.get(message.recipientId);
    const admins = await repo.adminEmails();
    await ctx.mailer.enqueue(
      admins.map((email) => ({
        to: email,
        subject: `${ctx.config.club.abbreviation}: a chat message was reported`,
        text: [
          `${to?.name ?? 'A member'} (${to?.username ?? '?'}) reported a message from ${from?.name ?? 'a member'} (${from?.username ?? '?'}), sent ${message.sentAt.toISOString()}:`,
          '',
          message.text,
          '',
          reason ? `Reason given: ${reason}` : 'No reason given.',
          '',
          `Reports are listed at ${ctx.config.publicUrl}/chatReports.`,
        ].join('\n'),
      })),
      ctx.database.db,
    );
  }
  return LIVE_MESSAGES.reported;
}

export async function reportsPage(ctx: AppContext, query: PageQuery) {
  const repo = liveRepository(ctx.database.db);
  const { rows, total } = await repo.reportsPage(query.page, query.size);
  const people = await repo.usersByIds([
    ...new Set(rows.flatMap((r) => [r.senderId, r.recipientId])),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    message: {
      id: r.messageId,
      from: r.senderId,
      to: r.recipientId,
      text: r.text,
      sentAt: r.sentAt.toISOString(),
    },
    from: presentUser(people.get(r.senderId) ?? unknownUser(r.senderId)),
    to: presentUser(people.get(r.recipientId) ?? unknownUser(r.recipientId)),
    reason: r.reason,
    reportedAt: r.reportedAt.toISOString(),
  }));
  return pageAnswer(query, items, total);
}
