import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { wishlistItemSchema } from './userData';

// Review L10: links in user data are http(s) only, whatever else a URL parser accepts.
describe('links in user data', () => {
  const item = (affiliate_link: string) => ({
    id: randomUUID(),
    collection_id: randomUUID(),
    perfume_id: null,
    name: 'Aventus',
    brand: 'Creed',
    image: null,
    beschreibung: null,
    anlaesse: [],
    price: null,
    priceCents: null,
    currency: null,
    affiliate_link,
    shop: null,
    added_at: new Date().toISOString(),
  });

  it('takes http and https links', () => {
    expect(wishlistItemSchema.safeParse(item('https://shop.example/aventus')).success).toBe(true);
    expect(wishlistItemSchema.safeParse(item('http://shop.example/a?b=c')).success).toBe(true);
  });

  it('refuses javascript:, data: and other schemes', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(wishlistItemSchema.safeParse(item(link)).success).toBe(false);
    }
  });
});
