import { createElement } from 'react';
import { buildDetected } from '../../testing/buildDetected';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DetectedPhotoPerfume } from '../../../api/contract/photo';
import { buildPerfume } from '../../testing/buildPerfume';
import { DetectionCard } from './DetectionCard';

function detection(searchResults: DetectedPhotoPerfume['searchResults']): DetectedPhotoPerfume {
  return {
    detected: buildDetected(),
    searchResults,
    hasMatches: searchResults.length > 0,
    confidence: 0.8,
  };
}

function render(value: DetectedPhotoPerfume): string {
  return renderToStaticMarkup(
    createElement(DetectionCard, { detection: value, choice: 'skip', onChoose: () => {} }),
  );
}

describe('DetectionCard', () => {
  it('offers a bottle the catalog does not know as a custom perfume of unknown family', () => {
    const html = render(detection([]));

    expect(html).toContain('Kein passender Duft im Katalog gefunden.');
    expect(html).toContain('Als eigenen Duft hinzufügen');
    expect(html).toContain('Nicht im Katalog · Duftfamilie: Unbekannt');
    expect(html).toContain('value="custom"');
  });

  it('offers only the catalog matches when there are some', () => {
    const html = render(detection([buildPerfume({ id: 'fra-1', name: 'Oud Royal' })]));

    expect(html).not.toContain('Als eigenen Duft hinzufügen');
  });
});
