import { mailboxServer, startMailCatcher } from '../dev/mail-catcher.js';

/**
 * `npm run mail:catch`: a local mailbox for development and the browser tests.
 *   npm run mail:catch          # SMTP on 127.0.0.1:1025, mailbox at http://127.0.0.1:1080
 *   SMTP_URL='smtp://127.0.0.1:1025?ignoreTLS=true' npm start
 * It reads its own two ports from the environment, not the server's configuration.
 */
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080);
const catcher = await startMailCatcher(smtpPort);
const http = mailboxServer(catcher);
http.listen(httpPort, '127.0.0.1', () => {
  console.log(`SMTP on 127.0.0.1:${smtpPort}; mailbox at http://127.0.0.1:${httpPort}`);
});
const stop = () => void catcher.close().then(() => http.close(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
