import { and, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chatMessages, chatReports } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

const pair = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) });

/** Private messages between members, and the reports of them. */
export function liveChatRepository(db: DbOrTx) {
  return {
    /** Stores a message once: a resend with the same clientId answers the stored one. */
    async insertMessage(input: {
      senderId: number;
      recipientId: number;
      text: string;
      clientId: string;
    }): Promise<{ row: ChatMessageRow; created: boolean }> {
      const { low, high } = pair(input.senderId, input.recipientId);
      const [row] = await db
        .insert(chatMessages)
        .values({ ...input, pairLow: low, pairHigh: high })
        .onConflictDoNothing()
        .returning();
      if (row) return { row, created: true };
      const [existing] = await db
        .select()
        .from(chatMessages)
        .where(matching(chatMessages, { senderId: input.senderId, clientId: input.clientId }));
      return { row: existing!, created: false };
    },
    async findMessage(id: number): Promise<ChatMessageRow | undefined> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row;
    },
    /** The conversation of two members since `since`, a page older than `before`, oldest first. */
    async history(a: number, b: number, since: Date, size: number, before?: number) {
      const { low, high } = pair(a, b);
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            matching(chatMessages, { pairLow: low, pairHigh: high }),
            gt(chatMessages.sentAt, since),
            before ? lt(chatMessages.id, before) : undefined,
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(size + 1);
      return { rows: rows.slice(0, size).reverse(), hasMore: rows.length > size };
    },
    /** The members `userId` has messages with since `since`, latest first. */
    async conversations(userId: number, since: Date, page: number, size: number) {
      // The id inlined (an integer), so GROUP BY and SELECT are the same expression to PostgreSQL.
      const me = sql.raw(String(Math.trunc(userId)));
      const other = sql<number>`case when ${chatMessages.senderId} = ${me} then ${chatMessages.recipientId} else ${chatMessages.senderId} end`;
      const where = and(
        or(eq(chatMessages.senderId, userId), eq(chatMessages.recipientId, userId)),
        gt(chatMessages.sentAt, since),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            userId: other.mapWith(Number),
            last: sql<Date>`max(${chatMessages.sentAt})`.mapWith((v: string | Date) => new Date(v)),
          })
          .from(chatMessages)
          .where(where)
          .groupBy(other)
          .orderBy(sql`max(${chatMessages.sentAt}) desc`)
          .limit(size)
          .offset(page * size),
        db
          .select({ n: sql<number>`count(distinct ${other})`.mapWith(Number) })
          .from(chatMessages)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async pruneMessages(before: Date): Promise<number> {
      const rows = await db
        .delete(chatMessages)
        .where(lt(chatMessages.sentAt, before))
        .returning({ id: chatMessages.id });
      return rows.length;
    },
    /** Stores a report once per message; answers whether it is new. */
    async insertReport(message: ChatMessageRow, reason: string): Promise<boolean> {
      const rows = await db
        .insert(chatReports)
        .values({
          messageId: message.id,
          senderId: message.senderId,
          recipientId: message.recipientId,
          text: message.text,
          sentAt: message.sentAt,
          reason,
        })
        .onConflictDoNothing()
        .returning({ id: chatReports.id });
      return rows.length > 0;
    },
    async reportsPage(page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chatReports)
          .orderBy(desc(chatReports.reportedAt), desc(chatReports.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(chatReports),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
