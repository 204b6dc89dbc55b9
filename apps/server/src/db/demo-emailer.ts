import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { contacts, emailCampaignRecipients, emailCampaigns, users } from './schema.js';

/** The demo newsletter list: families who asked for news, one of whom has unsubscribed. */
const DEMO_CONTACTS = [
  { email: 'maria.lopez@example.com', name: 'Maria Lopez', kidsName: 'Diego' },
  { email: 'wei.chen@example.com', name: 'Wei Chen', kidsName: 'Lucy' },
  { email: 'sam.okafor@example.com', name: 'Sam Okafor', kidsName: 'Ada' },
  { email: 'priya.raman@example.com', name: 'Priya Raman', kidsName: 'Arjun' },
  { email: 'tom.becker@example.com', name: 'Tom Becker', kidsName: 'Mia', unsubscribe: true },
] as const;

/**
 * The emailer's demo (docs/decisions/0030): the contacts above, so Get All Subscribers fills BCC,
 * and one newsletter sent a week ago, so the progress list is not empty. Added only once.
 */
export async function seedDemoEmailer(db: Db): Promise<void> {
  for (const c of DEMO_CONTACTS) {
    await db.execute(sql`
      insert into ${contacts} (email, name, kids_name, unsubscribe)
      values (${c.email}, ${c.name}, ${c.kidsName}, ${'unsubscribe' in c ? c.unsubscribe : false})
      on conflict ((lower(email))) do nothing`);
  }
  if ((await db.$count(emailCampaigns)) > 0) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.username} = 'admin'`);
  const recipients = DEMO_CONTACTS.filter((c) => !('unsubscribe' in c)).map((c) => c.email);
  const sentAt = new Date(Date.now() - 7 * 86_400_000);
  const [campaign] = await db
    .insert(emailCampaigns)
    .values({
      subject: 'Spring tournament season',
      body:
        '<p>Dear chess families,</p><p>Our <strong>spring tournament season</strong> starts ' +
        'next month. Registration opens on the <a href="/tournaments">tournaments page</a>.</p>',
      mimeFormat: 'text/html',
      createdBy: admin?.id ?? null,
      status: 'done',
      total: recipients.length,
      sent: recipients.length,
      createdAt: sentAt,
      finishedAt: new Date(sentAt.getTime() + 2_000),
    })
    .returning({ id: emailCampaigns.id });
  await db.insert(emailCampaignRecipients).values(
    recipients.map((email) => ({
      campaignId: campaign!.id,
      email,
      status: 'sent',
      processedAt: new Date(sentAt.getTime() + 1_000),
    })),
  );
}
