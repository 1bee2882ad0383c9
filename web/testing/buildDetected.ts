// Test-only builder for what photo recognition read off a bottle the catalog does not know
// (by default "Oud Royal" by "Maison Lumière", nothing else detected). Never imported by app code.
import type { DetectedPerfumeInfo } from '../../api/contract/photo';

export function buildDetected(overrides: Partial<DetectedPerfumeInfo> = {}): DetectedPerfumeInfo {
  return {
    name: 'Oud Royal',
    brand: 'Maison Lumière',
    description: null,
    occasions: [],
    fragranceFamily: null,
    concentration: null,
    gender: null,
    ...overrides,
  };
}
