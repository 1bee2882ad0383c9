// SQL for the dev outbox (auth_mail_outbox): which mail went to whom and when. Bodies,
// links and codes are never stored; the dev outbox prints the link to the server log.
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { MailKind } from './mailTemplates';

const outboxRowSchema = z.object({
  recipient: z.string(),
  subject: z.string(),
  kind: z.enum(['confirmation', 'magiclink', 'recovery', 'sign_in_notice', 'reauthentication']),
  created_at: z.date(),
});

export async function insertOutboxMail(
  db: Queryable,
  mail: { to: string; subject: string; kind: MailKind },
  now: Date,
) {
  await db.query(
    `INSERT INTO auth_mail_outbox (recipient, subject, kind, created_at)
     VALUES ($1, $2, $3, $4)`,
    [mail.to, mail.subject, mail.kind, now],
  );
}

/** Mails to one address, newest first. */
export async function listOutboxMails(db: Queryable, recipient: string) {
  const { rows } = await db.query(
    `SELECT recipient, subject, kind, created_at FROM auth_mail_outbox
     WHERE recipient = $1 ORDER BY id DESC`,
    [recipient.toLowerCase()],
  );
  return rows.map((row) => outboxRowSchema.parse(row));
}

export async function pruneOutboxMails(db: Queryable, sentBefore: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM auth_mail_outbox WHERE created_at < $1', [
    sentBefore,
  ]);
  return rowCount;
}
