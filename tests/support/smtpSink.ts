// A local SMTP server for tests: accepts every mail on a free port (no TLS, no auth) and
// keeps the raw messages, so tests see exactly what nodemailer put on the wire.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Waits for the next mail to `to` that arrived after `since` mails. */
  waitForMail(to: string, since?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Listens on `listenPort` (0: a free one) on 127.0.0.1. */
export async function startSmtpSink(listenPort = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? (address satisfies AddressInfo).port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, since = 0, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.slice(since).find((candidate) => candidate.to.includes(to));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable decoding (RFC 2045): soft breaks removed, =XX as UTF-8 bytes. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/plain part of a (multipart) message, decoded, plus the decoded subject. */
export function readMail(mail: ReceivedMail): { subject: string; text: string; html: string } {
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_, encoding: string, encoded: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : decodeQuotedPrintable(encoded.replaceAll('_', ' ')),
    );
  const part = (type: string) => {
    const match = new RegExp(
      `Content-Type: ${type}[^\\r\\n]*\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n([\\s\\S]*?)(?:\\r?\\n--|$)`,
      'i',
    ).exec(mail.raw);
    const encoding = match?.[0].match(/Content-Transfer-Encoding: (\S+)/i)?.[1]?.toLowerCase();
    const body = match?.[1] ?? '';
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  };
  return { subject, text: part('text/plain'), html: part('text/html') };
}

export function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no verify link in mail:\n${text}`);
  return link;
}
