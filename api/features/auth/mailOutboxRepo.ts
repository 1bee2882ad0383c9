// SQL for the dev outbox (auth_mail_outbox).
import { z } from 'zod';
import type { Queryable } from '../../db/database';

const outboxRowSchema = z.object({
  recipient: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string(),
});

export async function insertOutboxMail(
  db: Queryable,
  mail: { to: string; subject: string; text: string; html: string },
  now: Date,
) {
  await db.query(
    `INSERT INTO auth_mail_outbox (recipient, subject, text_body, html_body, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [mail.to, mail.subject, mail.text, mail.html, now],
  );
}

/** Mails to one address, newest first (tests and the dev workflow read them). */
export async function listOutboxMails(db: Queryable, recipient: string) {
  const { rows } = await db.query(
    `SELECT recipient, subject, text_body, html_body FROM auth_mail_outbox
     WHERE recipient = $1 ORDER BY id DESC`,
    [recipient.toLowerCase()],
  );
  return rows.map((row) => outboxRowSchema.parse(row));
}
