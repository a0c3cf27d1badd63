// A mail server for the browser journeys (web/playwright.config.ts starts it beside the server, which
// sends through it with SMTP_URL): it accepts every message and keeps it in memory, and answers
// GET /messages with them, so a journey can follow a link the product e-mailed (delete-data.spec.ts)
// just as the person would. The confirmation link's token exists nowhere else: the database holds
// only its hash, and the outbox forgets the sealed copy once the message has gone.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 3108);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 3109);
const received: { to: string[]; raw: string; at: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP: nodemailer upgrades to TLS whenever STARTTLS is offered.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
        at: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((request, response) => {
    if (request.url !== '/messages') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
  })
  .listen(httpPort, '127.0.0.1');

const stop = () => smtp.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
