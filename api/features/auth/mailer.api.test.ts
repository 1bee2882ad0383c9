import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrate } from '../../db/migrate';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testApp';
import { outboxMailer } from './mailer';
import { listOutboxMails } from './mailOutboxRepo';
import { renderAuthMail } from './mailTemplates';

let database: TestDatabase | null = null;

afterEach(async () => {
  vi.restoreAllMocks();
  await database?.drop();
  database = null;
});

describe('the dev outbox (no SMTP_URL)', () => {
  it('prints the link to the log and stores neither link nor code', async () => {
    database = await openTestDatabase();
    await migrate(database.db);
    const sentAt = new Date('2026-11-21T10:00:00Z');
    const token = 'a'.repeat(64);
    const link = `http://localhost:8787/auth/v1/verify?token=${token}&type=magiclink`;
    const mail = renderAuthMail('magiclink', { link, otp: '493817', name: null, validMinutes: 60 });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await outboxMailer(database.db, () => sentAt).send({
      to: 'dev@example.de',
      kind: 'magiclink',
      ...mail,
      link,
    });

    expect(log.mock.calls.flat().join('\n')).toContain(link);
    const stored = await listOutboxMails(database.db, 'dev@example.de');
    expect(stored).toEqual([
      { recipient: 'dev@example.de', subject: mail.subject, kind: 'magiclink', created_at: sentAt },
    ]);
    const { rows } = await database.db.query('SELECT * FROM auth_mail_outbox');
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('493817');
  });
});
