import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../db/schema.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import { createMailer, SECRET_PLACEHOLDER } from './mailer.js';

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: { to: string; raw: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.app.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mailer', () => {
  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({
      db: t.ctx.database.db,
      smtpUrl: undefined,
      from: 'club@example.com',
      log: pino({ level: 'silent' }),
    });
    const to = `outbox_${crypto.randomUUID().slice(0, 8)}@example.com`;
    await mailer.send({ to, subject: 'Hello', text: 'Body' });
    const [row] = await t.ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, to));
    expect(row).toMatchObject({ status: 'stored', subject: 'Hello', text: 'Body' });
    mailer.close();
  });

  it('delivers through SMTP with its headers and marks the outbox row sent', async () => {
    const mailer = createMailer({
      db: t.ctx.database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Club <club@example.com>',
      log: pino({ level: 'silent' }),
    });
    const to = `smtp_${crypto.randomUUID().slice(0, 8)}@example.com`;
    await mailer.send({
      to,
      subject: 'Reset',
      text: 'Open the link',
      headers: { 'List-Unsubscribe': '<https://x.test/u>' },
    });
    await mailer.deliverPending();
    const mail = received.find((m) => m.to === to);
    expect(mail?.raw).toContain('Subject: Reset');
    expect(mail?.raw).toContain('List-Unsubscribe: <https://x.test/u>');
    const [row] = await t.ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, to));
    expect(row?.status).toBe('sent');
    mailer.close();
  });

  it("writes enqueued mails in the caller's transaction and delivers Cc to its recipients", async () => {
    const mailer = createMailer({
      db: t.ctx.database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Club <club@example.com>',
      log: pino({ level: 'silent' }),
    });
    const to = `enq_${crypto.randomUUID().slice(0, 8)}@example.com`;
    const cc = `cc_${crypto.randomUUID().slice(0, 8)}@example.com`;
    await t.ctx.database.db
      .transaction(async (tx) => {
        await mailer.enqueue([{ to, subject: 'Rolled back', text: 'x' }], tx);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(
      await t.ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)),
    ).toEqual([]);
    await t.ctx.database.db.transaction((tx) =>
      mailer.enqueue([{ to, cc, subject: 'News', text: 'Body' }], tx),
    );
    await mailer.deliverPending();
    const mail = received.find((m) => m.to === `${to},${cc}`);
    expect(mail?.raw).toContain(`Cc: ${cc}`);
    mailer.close();
  });

  it('delivers each mail once when two server processes drain the outbox at the same time', async () => {
    // A slow SMTP server keeps the first process's sends under way while the second looks.
    const slowReceived: string[] = [];
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          slowReceived.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          setTimeout(callback, 30);
        });
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const slowPort = (slow.server.address() as { port: number }).port;
    const processes = [1, 2].map(() =>
      createMailer({
        db: t.ctx.database.db,
        smtpUrl: `smtp://127.0.0.1:${slowPort}`,
        from: 'club@example.com',
        log: pino({ level: 'silent' }),
      }),
    );
    try {
      const tag = crypto.randomUUID().slice(0, 8);
      const to = Array.from({ length: 6 }, (_, i) => `twice_${tag}_${i}@example.com`);
      await t.ctx.database.db.transaction((tx) =>
        processes[0]!.enqueue(
          to.map((address) => ({ to: address, subject: 'News', text: 'Hello' })),
          tx,
        ),
      );
      await Promise.all(processes.map((p) => p.deliverPending()));
      await Promise.all(processes.map((p) => p.deliverPending()));
      expect(slowReceived.filter((r) => r.includes(tag)).sort()).toEqual([...to].sort());
    } finally {
      for (const p of processes) p.close();
      await new Promise<void>((resolve) => slow.close(resolve));
    }
  });

  it('marks a mail failed when the SMTP server cannot be reached, to retry later', async () => {
    const mailer = createMailer({
      db: t.ctx.database.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'club@example.com',
      log: pino({ level: 'silent' }),
    });
    const to = `down_${crypto.randomUUID().slice(0, 8)}@example.com`;
    await mailer.send({ to, subject: 'Later', text: 'x' });
    await mailer.deliverPending();
    const [row] = await t.ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, to));
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(1);
    mailer.close();
  });

  it('delivers a mail with a secret to the recipient but keeps only a redacted copy', async () => {
    const mailer = createMailer({
      db: t.ctx.database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'club@example.com',
      log: pino({ level: 'silent' }),
    });
    const to = `secret_${crypto.randomUUID().slice(0, 8)}@example.com`;
    const link = `https://club.test/resetPassword/${crypto.randomUUID()}`;
    await mailer.send({ to, subject: 'Reset', text: `Open ${link} soon`, secrets: [link] });
    await mailer.settled();
    expect(received.find((m) => m.to === to)?.raw).toContain(link.slice(-20));
    const [row] = await t.ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, to));
    expect(row).toMatchObject({
      status: 'sent',
      carriesSecret: true,
      text: `Open ${SECRET_PLACEHOLDER} soon`,
    });
    mailer.close();
  });

  it('keeps no secret when there is no SMTP server to deliver it', async () => {
    const mailer = createMailer({
      db: t.ctx.database.db,
      smtpUrl: undefined,
      from: 'club@example.com',
      log: pino({ level: 'silent' }),
    });
    const to = `nosmtp_${crypto.randomUUID().slice(0, 8)}@example.com`;
    await mailer.send({
      to,
      subject: 'Reset',
      text: 'Open https://x.test/r/abc',
      secrets: ['abc'],
    });
    const rows = await t.ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
    expect(rows.map((r) => r.text)).toEqual([`Open https://x.test/r/${SECRET_PLACEHOLDER}`]);
    mailer.close();
  });

  it('deletes outbox mail older than the retention time and keeps the rest', async () => {
    const mailer = createMailer({
      db: t.ctx.database.db,
      smtpUrl: undefined,
      from: 'club@example.com',
      log: pino({ level: 'silent' }),
    });
    const tag = crypto.randomUUID().slice(0, 8);
    await t.ctx.database.db.insert(outboxEmails).values([
      {
        to: `old_${tag}@example.com`,
        subject: 's',
        text: 't',
        status: 'stored',
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      },
      {
        to: `new_${tag}@example.com`,
        subject: 's',
        text: 't',
        status: 'stored',
        createdAt: new Date(Date.now() - 29 * 86_400_000),
      },
    ]);
    expect(await mailer.prune(30)).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.database.db.select({ to: outboxEmails.to }).from(outboxEmails);
    expect(left.map((r) => r.to)).toContain(`new_${tag}@example.com`);
    expect(left.map((r) => r.to)).not.toContain(`old_${tag}@example.com`);
    mailer.close();
  });
});
