// Test-only builder for full Perfume objects (catalog record plus the shop fields), so unit
// tests in web/ name only what they care about. Never imported by app code.
import type { Perfume } from '../../api/contract/perfume';
import { buildRecord } from '../../tests/fixtures/perfumes';

export function buildPerfume(overrides: Partial<Perfume> = {}): Perfume {
  return {
    ...buildRecord(),
    priceCents: null,
    currency: null,
    image: null,
    affiliate_link: null,
    shop: null,
    ...overrides,
  };
}
