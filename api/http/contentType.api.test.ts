import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../tests/fixtures/perfumes';
import { anonHeaders } from '../../tests/support/authTestApp';
import { createTestApp, type TestApp } from '../../tests/support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(sampleCatalog(), {}, { publicUrl: 'https://duftkompass.example' });
});
afterAll(async () => {
  await t.close();
});

const TEMP_ADD = {
  email: 'opfer@example.de',
  deviceId: '6f1c1d8e-3b5a-4c1e-9a53-2f4b8c7d9e10',
  collectionId: 'main',
  perfumes: [{ id: null, brand: 'Planted', name: 'Spam' }],
};

function post(path: string, body: string, headers: Record<string, string>) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Length': String(Buffer.byteLength(body)), ...headers },
    body,
  });
}

describe('JSON endpoints refuse the content types a foreign page can send (N24)', () => {
  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    '',
  ])('answers 415 to a temporary-collection write as %j', async (type) => {
    const response = await post('/api/temp-collections/add-perfumes', JSON.stringify(TEMP_ADD), {
      ...(type ? { 'Content-Type': type } : {}),
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: 'Die Anfrage muss JSON sein (Content-Type: application/json).',
      },
    });
  });

  it('refuses text/plain on /auth/v1 in GoTrue’s error shape, so no mail is sent', async () => {
    const response = await post('/auth/v1/otp', JSON.stringify({ email: 'x@example.de' }), {
      ...anonHeaders(t.auth),
      'Content-Type': 'text/plain',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).code).toBe('unsupported_media_type');
    expect(t.auth.mails.filter((mail) => mail.to === 'x@example.de')).toHaveLength(0);
  });

  it('takes the analytics beacon as text/plain from our own pages only', async () => {
    const batch = JSON.stringify({ events: [{ type: 'page_view', page_path: '/' }] });
    const foreign = await post('/api/analytics/events', batch, {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(415);
    const own = await post('/api/analytics/events', batch, {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Sec-Fetch-Site': 'same-origin',
      Origin: 'https://duftkompass.example',
    });
    expect(own.status).toBe(202);
  });

  it('takes the photo upload as multipart only from our own pages', async () => {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const request = (headers: Record<string, string>) =>
      t.app.request('/api/photo-analysis-batch', {
        method: 'POST',
        body: form,
        headers: { 'Content-Length': '500', ...headers },
      });
    const foreign = await request({ 'Sec-Fetch-Site': 'cross-site' });
    expect(foreign.status).toBe(415);
    const own = await request({ 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status).not.toBe(415);
  });

  it('lets JSON through, with or without a charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const response = await post('/api/temp-collections/add-perfumes', JSON.stringify(TEMP_ADD), {
        'Content-Type': type,
      });
      expect(response.status).toBe(200);
    }
  });
});
