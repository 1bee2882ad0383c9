// Started by playwright.config.ts beside the app: a local stand-in for Google's sign-in at the
// edge of the machine (the app reaches it through GOOGLE_STAND_IN_URL). It speaks the part of
// OpenID Connect the app uses: the browser is sent to /authorize and straight back with a
// code (the account chooser is the identity a spec set with POST /identity), the app swaps
// the code at /token for an id_token signed with this server's own RSA key, published at /certs.
//   E2E_GOOGLE_PORT           HTTP port
//   E2E_GOOGLE_CLIENT_SECRET  the secret the app must send with a code (its GOOGLE_CLIENT_SECRET)
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const port = Number(process.env.E2E_GOOGLE_PORT);
const clientSecret = process.env.E2E_GOOGLE_CLIENT_SECRET;
if (!port || !clientSecret) {
  throw new Error('E2E_GOOGLE_PORT und E2E_GOOGLE_CLIENT_SECRET müssen gesetzt sein.');
}
const issuer = `http://127.0.0.1:${port}`;

const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };

type Identity = { email: string; name?: string; given_name?: string; family_name?: string };
/** Who "chooses their Google account" on the next /authorize. */
let nextIdentity: Identity | null = null;
/** Codes handed out by /authorize, each good for one /token call. */
const codes = new Map<string, { identity: Identity; clientId: string }>();

async function body(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 10_000) throw new Error('zu groß');
  }
  return text;
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', issuer);
  const json = (status: number, value: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  const handle = async () => {
    if (url.pathname === '/health') return json(200, { status: 'ok' });
    if (url.pathname === '/certs') return json(200, { keys: [jwk] });
    if (url.pathname === '/identity' && request.method === 'POST') {
      nextIdentity = JSON.parse(await body(request)) as Identity;
      return json(200, { ok: true });
    }
    if (url.pathname === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      const state = url.searchParams.get('state') ?? '';
      back.searchParams.set('state', state);
      if (!nextIdentity) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = randomUUID();
        codes.set(code, {
          identity: nextIdentity,
          clientId: url.searchParams.get('client_id') ?? '',
        });
        nextIdentity = null;
        back.searchParams.set('code', code);
      }
      response.writeHead(302, { Location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await body(request));
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!grant || form.get('client_secret') !== clientSecret) {
        return json(400, { error: 'invalid_grant' });
      }
      const idToken = await new SignJWT({ ...grant.identity, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(issuer)
        .setSubject(`stand-in-${grant.identity.email}`)
        .setAudience(grant.clientId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      return json(200, { id_token: idToken, access_token: randomUUID() });
    }
    return json(404, { error: 'not found' });
  };
  handle().catch(() => json(400, { error: 'invalid_request' }));
}).listen(port, '127.0.0.1');
