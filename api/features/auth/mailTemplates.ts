// The German auth mails (confirmation, magic link, password reset) as text and HTML.
// Links point at /auth/v1/verify; the six-digit code is the fallback for typing.

export type MailKind = 'confirmation' | 'magiclink' | 'recovery';

interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const COPY: Record<MailKind, { subject: string; intro: string; action: string; outro: string }> = {
  confirmation: {
    subject: 'Bitte bestätige deine E-Mail-Adresse für Duftkompass',
    intro:
      'willkommen bei Duftkompass! Bitte bestätige deine E-Mail-Adresse, damit wir deine Parfümsammlungen für dich speichern können.',
    action: 'E-Mail-Adresse bestätigen',
    outro:
      'Wenn du dich nicht bei Duftkompass registriert hast, kannst du diese E-Mail ignorieren.',
  },
  magiclink: {
    subject: 'Dein Anmeldelink für Duftkompass',
    intro: 'mit diesem Link meldest du dich ohne Passwort bei Duftkompass an.',
    action: 'Bei Duftkompass anmelden',
    outro: 'Wenn du keinen Anmeldelink angefordert hast, kannst du diese E-Mail ignorieren.',
  },
  recovery: {
    subject: 'Setze dein Passwort für Duftkompass zurück',
    intro:
      'du hast angefordert, dein Passwort bei Duftkompass zurückzusetzen. Öffne den Link und wähle danach ein neues Passwort.',
    action: 'Neues Passwort festlegen',
    outro:
      'Wenn du das nicht warst, ignoriere diese E-Mail – dein bisheriges Passwort bleibt gültig.',
  },
};

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderAuthMail(
  kind: MailKind,
  params: { link: string; otp: string; name: string | null; validMinutes: number },
): MailContent {
  const copy = COPY[kind];
  const greeting = params.name ? `Hallo ${params.name},` : 'Hallo,';
  const validity = `Der Link und der Code sind ${params.validMinutes} Minuten gültig und funktionieren nur einmal.`;
  const text = [
    greeting,
    '',
    copy.intro,
    '',
    `${copy.action}:`,
    params.link,
    '',
    `Oder gib diesen Code ein: ${params.otp}`,
    '',
    validity,
    copy.outro,
    '',
    'Viele Grüße',
    'dein Duftkompass-Team',
  ].join('\n');
  const html = `<!doctype html>
<html lang="de"><body style="font-family:system-ui,sans-serif;color:#2b2230;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${escapeHtml(params.link)}" style="display:inline-block;padding:10px 18px;background:#6b3f69;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p>Oder gib diesen Code ein: <strong>${params.otp}</strong></p>
<p style="color:#6a6170;font-size:14px">${escapeHtml(validity)} ${escapeHtml(copy.outro)}</p>
<p>Viele Grüße<br>dein Duftkompass-Team</p>
</body></html>`;
  return { subject: copy.subject, text, html };
}
