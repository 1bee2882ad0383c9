// Reads the mails the e2e app sent through the local SMTP sink (support/mailSinkServer.ts).
import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';

const mailsSchema = z.array(
  z.object({ to: z.array(z.string()), subject: z.string(), text: z.string() }),
);

export function mailUrl(): string {
  return `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? '8798'}`;
}

/** Waits until the address has at least `count` mails and returns them all. */
async function mailsTo(request: APIRequestContext, to: string, count: number) {
  let found: z.infer<typeof mailsSchema> = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailUrl()}/mails?to=${encodeURIComponent(to)}`);
        found = mailsSchema.parse(await response.json());
        return found.length;
      },
      { timeout: 15_000, message: `Mail Nr. ${count} an ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Waits for the n-th mail (1-based) to the address and returns it with its first link. */
export async function waitForMail(request: APIRequestContext, to: string, count = 1) {
  const mail = (await mailsTo(request, to, count))[count - 1]!;
  const link = /https?:\/\/\S+\/auth\/v1\/verify\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`Kein Bestätigungslink in der Mail „${mail.subject}“:\n${mail.text}`);
  return { ...mail, link };
}

/** Waits for the n-th mail (1-based) to the address and returns the six-digit code it carries. */
export async function waitForCode(request: APIRequestContext, to: string, count = 1) {
  const mail = (await mailsTo(request, to, count))[count - 1]!;
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`Kein Code in der Mail „${mail.subject}“:\n${mail.text}`);
  return { ...mail, code };
}
