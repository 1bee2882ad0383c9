// Started by playwright.config.ts as a web server beside the app: a local SMTP server that
// the app sends its real mails to (SMTP_URL), plus a small HTTP endpoint from which the
// specs read what arrived. Nothing leaves the machine.
//   E2E_SMTP_PORT  SMTP port the app delivers to
//   E2E_MAIL_PORT  HTTP port: GET /mails?to=ADDRESS → [{ to, subject, text }], GET /health
import { createServer } from 'node:http';
import { readMail, startSmtpSink } from '../../support/smtpSink';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_PORT);
if (!smtpPort || !httpPort) throw new Error('E2E_SMTP_PORT und E2E_MAIL_PORT müssen gesetzt sein.');

const sink = await startSmtpSink(smtpPort);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  response.setHeader('Content-Type', 'application/json');
  if (url.pathname === '/health') {
    response.end('{"status":"ok"}');
    return;
  }
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const selected = sink.mails.filter((mail) => !to || mail.to.includes(to));
    response.end(JSON.stringify(selected.map((mail) => ({ to: mail.to, ...readMail(mail) }))));
    return;
  }
  response.statusCode = 404;
  response.end('{"error":"not found"}');
}).listen(httpPort, '127.0.0.1');
