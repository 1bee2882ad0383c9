// The German auth mails as text and HTML: confirmation, magic link and password reset
// (links point at /auth/v1/verify; the six-digit code is the fallback for typing), the
// code that confirms a sensitive change (reauthentication) and the notice about failed
// sign-ins.

/** Mails with a link and a code. */
export type LinkMailKind = 'confirmation' | 'magiclink' | 'recovery';
export type MailKind = LinkMailKind | 'sign_in_notice' | 'reauthentication';

interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const COPY: Record<
  LinkMailKind,
  { subject: string; intro: string; action: string; outro: string }
> = {
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
  kind: LinkMailKind,
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

const SIGN_OFF = ['', 'Viele Grüße', 'dein Duftkompass-Team'];

function htmlMail(parts: {
  paragraphs: readonly string[];
  code?: string;
  link?: { href: string; label: string };
  smallPrint?: string;
}): string {
  const lines = parts.paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`);
  if (parts.code) {
    lines.push(`<p style="font-size:22px;letter-spacing:4px"><strong>${parts.code}</strong></p>`);
  }
  if (parts.link) {
    lines.push(
      `<p><a href="${escapeHtml(parts.link.href)}">${escapeHtml(parts.link.label)}</a></p>`,
    );
  }
  if (parts.smallPrint) {
    lines.push(`<p style="color:#6a6170;font-size:14px">${escapeHtml(parts.smallPrint)}</p>`);
  }
  return `<!doctype html>
<html lang="de"><body style="font-family:system-ui,sans-serif;color:#2b2230;line-height:1.5">
${lines.join('\n')}
<p>Viele Grüße<br>dein Duftkompass-Team</p>
</body></html>`;
}

/** The code that confirms deleting the account or changing the password (GoTrue's nonce). */
export function renderReauthenticationMail(params: {
  otp: string;
  name: string | null;
  validMinutes: number;
}): MailContent {
  const greeting = params.name ? `Hallo ${params.name},` : 'Hallo,';
  const intro =
    'du möchtest dein Duftkompass-Konto löschen oder dein Passwort ändern. Bestätige das mit diesem Code:';
  const validity = `Der Code ist ${params.validMinutes} Minuten gültig und funktioniert nur einmal.`;
  const outro =
    'Wenn du das nicht warst, gib den Code an niemanden weiter. Ohne den Code ändert sich nichts.';
  const text = [greeting, '', intro, '', params.otp, '', validity, outro, ...SIGN_OFF].join('\n');
  return {
    subject: `Dein Bestätigungscode für Duftkompass: ${params.otp}`,
    text,
    html: htmlMail({
      paragraphs: [greeting, intro],
      code: params.otp,
      smallPrint: `${validity} ${outro}`,
    }),
  };
}

/** The notice to the owner when password sign-in to the account starts backing off. */
export function renderSignInNotice(params: {
  name: string | null;
  siteUrl: string;
}): MailContent & {
  link: string;
} {
  const greeting = params.name ? `Hallo ${params.name},` : 'Hallo,';
  const lines = [
    'gerade wurde mehrmals versucht, dich mit einem falschen Passwort bei Duftkompass anzumelden. Deshalb muss vor weiteren Versuchen mit Passwort eine Weile vergehen.',
    'Warst du das, ist alles in Ordnung: Versuche es in ein paar Minuten noch einmal oder melde dich mit einem Anmeldelink per E-Mail an.',
    'Warst du es nicht, bleibt dein Konto geschützt, solange niemand dein Passwort kennt. Wenn du es auch anderswo verwendest, wähle über „Passwort vergessen?“ bei der Anmeldung ein neues.',
  ];
  const text = [greeting, '', ...lines.flatMap((line) => [line, '']), params.siteUrl, ...SIGN_OFF];
  return {
    subject: 'Fehlgeschlagene Anmeldeversuche bei deinem Duftkompass-Konto',
    text: text.join('\n'),
    html: htmlMail({
      paragraphs: [greeting, ...lines],
      link: { href: params.siteUrl, label: 'Zu Duftkompass' },
    }),
    link: params.siteUrl,
  };
}
