import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** A mail as the recipient's mailbox got it. */
export type CaughtMail = { to: string; subject: string; text: string; receivedAt: string };

export type MailCatcher = {
  /** What the server's SMTP_URL should be to deliver here. */
  smtpUrl: string;
  /** Newest first. */
  mails: CaughtMail[];
  /** The newest mail to `to` once it has arrived (delivery runs after the request answers). */
  waitFor(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
};

/** Oldest mails go first past this many: it is a development tool, not a store. */
const KEEP = 500;

/** Undoes quoted-printable (soft line breaks and =XX bytes), as a mail client would. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Subject and text of a single-part mail as nodemailer writes it. */
function readMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  const text = /Content-Transfer-Encoding: quoted-printable/i.test(head)
    ? decodeQuotedPrintable(body)
    : Buffer.from(body, 'latin1').toString('utf8');
  return { subject, text };
}

/**
 * A local SMTP server that keeps what it receives, standing in for people's mailboxes in
 * development and tests: reset links never reach the outbox (docs/decisions/0013), only here.
 * Port 0 picks a free port.
 */
export async function startMailCatcher(smtpPort = 0): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        const { subject, text } = readMail(raw);
        const receivedAt = new Date().toISOString();
        for (const rcpt of session.envelope.rcptTo) {
          mails.unshift({ to: rcpt.address, subject, text, receivedAt });
        }
        mails.length = Math.min(mails.length, KEEP);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    async waitFor(to, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to === to);
        if (mail) return mail;
        if (Date.now() > until) throw new Error(`no mail to ${to} arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mailbox page: HTML at /, JSON at /messages (newest first). */
export function mailboxServer(catcher: MailCatcher): http.Server {
  return http.createServer((req, res) => {
    if (req.url === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(catcher.mails));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Mailbox</title><h1>Mailbox (${catcher.mails.length})</h1>` +
        catcher.mails
          .map(
            (m) =>
              `<section><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} at ${m.receivedAt}</p>` +
              `<pre>${escape(m.text)}</pre></section>`,
          )
          .join(''),
    );
  });
}
