// Sending auth mails: nodemailer over SMTP when SMTP_URL is set, otherwise the dev
// outbox: the link is printed to the server log for the developer to click, and a table
// records which mail went to whom (never its link or code).
import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import type { Clock } from './authTokens';
import { insertOutboxMail } from './mailOutboxRepo';
import type { MailKind } from './mailTemplates';

export interface Mail {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** The action link, logged by the dev outbox. */
  link: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}

export function outboxMailer(db: Database, clock: Clock, log = true): Mailer {
  return {
    async send(mail) {
      await insertOutboxMail(db, mail, clock());
      if (log) console.log(`[mail] An ${mail.to}: ${mail.subject}\n       ${mail.link}`);
    },
  };
}
