import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contacts, emailCampaignRecipients, emailCampaigns, users } from '../../db/schema.js';
import { pickColumns } from '../../lib/columns.js';

export type CampaignRow = typeof emailCampaigns.$inferSelect;
export type CampaignWithAuthor = CampaignRow & { createdByUsername: string | null };
const CLAIM_COLUMNS = ['id', 'campaignId', 'email'] as const;
export type RecipientClaim = Pick<
  typeof emailCampaignRecipients.$inferSelect,
  (typeof CLAIM_COLUMNS)[number]
>;

/** Recipients per insert statement when a campaign is created. */
const INSERT_CHUNK = 1_000;

const lowerEmail = (column: typeof contacts.email | typeof users.email) => sql`lower(${column})`;

export function emailerRepository(db: DbOrTx) {
  const withAuthor = () =>
    db
      .select({ campaign: emailCampaigns, createdByUsername: users.username })
      .from(emailCampaigns)
      .leftJoin(users, eq(users.id, emailCampaigns.createdBy));
  const flatten = (r: { campaign: CampaignRow; createdByUsername: string | null }) => ({
    ...r.campaign,
    createdByUsername: r.createdByUsername,
  });

  return {
    /**
     * Every subscribed address, once in any letter case, sorted: contacts and enabled users who
     * have not unsubscribed, leaving out an address that any contact or user row has unsubscribed.
     */
    async subscriberEmails(): Promise<string[]> {
      const result = await db.execute(sql`
        with candidates as (
          select ${contacts.email} as email from ${contacts} where not ${contacts.unsubscribe}
          union all
          select ${users.email} from ${users} where not ${users.unsubscribe} and not ${users.disabled}
        ), suppressed as (
          select ${lowerEmail(contacts.email)} as key from ${contacts} where ${contacts.unsubscribe}
          union
          select ${lowerEmail(users.email)} from ${users} where ${users.unsubscribe}
        )
        select min(trim(email)) as email from candidates
        where trim(email) <> '' and lower(trim(email)) not in (select key from suppressed)
        group by lower(trim(email))
        order by lower(trim(email))`);
      return (result as unknown as { rows: { email: string }[] }).rows.map((r) => r.email);
    },

    /** Of `emails` (lower case), those some contact or user row has unsubscribed. */
    async unsubscribedAmong(lowerEmails: string[]): Promise<Set<string>> {
      if (lowerEmails.length === 0) return new Set();
      const fromContacts = db
        .select({ key: sql<string>`lower(${contacts.email})` })
        .from(contacts)
        .where(
          and(eq(contacts.unsubscribe, true), inArray(lowerEmail(contacts.email), lowerEmails)),
        );
      const fromUsers = db
        .select({ key: sql<string>`lower(${users.email})` })
        .from(users)
        .where(and(eq(users.unsubscribe, true), inArray(lowerEmail(users.email), lowerEmails)));
      const rows = [...(await fromContacts), ...(await fromUsers)];
      return new Set(rows.map((r) => r.key));
    },

    /** A new campaign in status sending, with every recipient pending (call inside a transaction). */
    async createCampaign(
      values: Pick<CampaignRow, 'subject' | 'body' | 'mimeFormat' | 'createdBy'>,
      emails: string[],
    ): Promise<CampaignRow> {
      const [campaign] = await db
        .insert(emailCampaigns)
        .values({ ...values, status: 'sending', total: emails.length })
        .returning();
      for (let i = 0; i < emails.length; i += INSERT_CHUNK) {
        await db
          .insert(emailCampaignRecipients)
          .values(
            emails.slice(i, i + INSERT_CHUNK).map((email) => ({ campaignId: campaign!.id, email })),
          );
      }
      return campaign!;
    },

    /**
     * Locks up to `limit` pending recipients of campaigns still sending, oldest campaign first;
     * rows another process has locked are skipped, so two senders never take the same one.
     */
    claimPending(limit: number): Promise<RecipientClaim[]> {
      return db
        .select(pickColumns(emailCampaignRecipients, CLAIM_COLUMNS))
        .from(emailCampaignRecipients)
        .innerJoin(emailCampaigns, eq(emailCampaigns.id, emailCampaignRecipients.campaignId))
        .where(
          and(eq(emailCampaigns.status, 'sending'), eq(emailCampaignRecipients.status, 'pending')),
        )
        .orderBy(asc(emailCampaignRecipients.campaignId), asc(emailCampaignRecipients.id))
        .limit(limit)
        .for('update', { of: emailCampaignRecipients, skipLocked: true });
    },

    campaignsByIds(ids: number[]): Promise<CampaignRow[]> {
      return db.select().from(emailCampaigns).where(inArray(emailCampaigns.id, ids));
    },

    /** Marks claimed recipients sent or skipped and adds them to their campaigns' counters. */
    async markProcessed(done: { id: number; campaignId: number; sent: boolean }[]): Promise<void> {
      for (const status of ['sent', 'skipped'] as const) {
        const ids = done.filter((d) => d.sent === (status === 'sent')).map((d) => d.id);
        if (ids.length === 0) continue;
        await db
          .update(emailCampaignRecipients)
          .set({ status, processedAt: new Date() })
          .where(inArray(emailCampaignRecipients.id, ids));
      }
      const perCampaign = new Map<number, { sent: number; skipped: number }>();
      for (const d of done) {
        const c = perCampaign.get(d.campaignId) ?? { sent: 0, skipped: 0 };
        if (d.sent) c.sent++;
        else c.skipped++;
        perCampaign.set(d.campaignId, c);
      }
      for (const [id, c] of perCampaign) {
        await db
          .update(emailCampaigns)
          .set({
            sent: sql`${emailCampaigns.sent} + ${c.sent}`,
            skipped: sql`${emailCampaigns.skipped} + ${c.skipped}`,
          })
          .where(eq(emailCampaigns.id, id));
      }
    },

    /** Marks done every sending campaign with no pending recipient left; answers their ids. */
    async finishCompleted(): Promise<number[]> {
      const rows = await db
        .update(emailCampaigns)
        .set({ status: 'done', finishedAt: new Date() })
        .where(
          and(
            eq(emailCampaigns.status, 'sending'),
            sql`not exists (select 1 from ${emailCampaignRecipients}
              where ${emailCampaignRecipients.campaignId} = ${emailCampaigns.id}
                and ${emailCampaignRecipients.status} = 'pending')`,
          ),
        )
        .returning({ id: emailCampaigns.id });
      return rows.map((r) => r.id);
    },

    /** Notes the error a sending run met on the campaigns still sending (it is retried). */
    async noteError(message: string): Promise<void> {
      await db
        .update(emailCampaigns)
        .set({ lastError: message.slice(0, 500) })
        .where(eq(emailCampaigns.status, 'sending'));
    },

    async clearErrors(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(emailCampaigns)
        .set({ lastError: null })
        .where(and(inArray(emailCampaigns.id, ids), sql`${emailCampaigns.lastError} is not null`));
    },

    /** A page of campaigns, newest first. */
    async page(
      page: number,
      size: number,
    ): Promise<{ items: CampaignWithAuthor[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        withAuthor()
          .orderBy(desc(emailCampaigns.id))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(emailCampaigns),
      ]);
      return { items: rows.map(flatten), total: totals?.total ?? 0 };
    },

    async byId(id: number): Promise<CampaignWithAuthor | undefined> {
      const [row] = await withAuthor().where(eq(emailCampaigns.id, id));
      return row && flatten(row);
    },
  };
}
