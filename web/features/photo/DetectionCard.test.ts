import { createElement } from 'react';
import { buildDetected } from '../../../tests/fixtures/detected';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DetectedPhotoPerfume } from '../../../api/contract/photo';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import type { OwnedScent } from '../../../api/contract/similarOwned';
import { DetectionCard } from './DetectionCard';

function detection(searchResults: DetectedPhotoPerfume['searchResults']): DetectedPhotoPerfume {
  return {
    detected: buildDetected(),
    searchResults,
    hasMatches: searchResults.length > 0,
    confidence: 0.8,
  };
}

const accords = (...names: string[]) => names.map((name) => ({ key: name.toLowerCase(), name }));

function render(
  value: DetectedPhotoPerfume,
  mine: readonly OwnedScent[] = [],
  choice = 'skip',
): string {
  return renderToStaticMarkup(
    createElement(DetectionCard, { detection: value, choice, onChoose: () => {}, mine }),
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

  it('says a barcode find was recognised by its barcode, and only such a find', () => {
    const match = buildPerfume({ id: 'fra-9828', name: 'Aventus', brand: 'Creed' });
    const byBarcode = render({ ...detection([match]), confidence: 1, barcode: '3508441001114' });
    expect(byBarcode).toContain('Per Strichcode erkannt');
    expect(byBarcode).toContain('Strichcode 3508441001114 – eindeutig dieser Duft.');

    expect(render(detection([match]))).not.toContain('Strichcode');
  });

  it('offers only the catalog matches when there are some', () => {
    const html = render(detection([buildPerfume({ id: 'fra-1', name: 'Oud Royal' })]));

    expect(html).not.toContain('Als eigenen Duft hinzufügen');
  });

  it('shows "Passt das zu mir?" beside each match, described to its radio, with a very similar owned one', () => {
    const mine = [
      { perfumeId: 'fra-7', name: 'Declaration', accords: accords('Holzig', 'Zitrisch', 'Würzig') },
    ];
    const html = render(
      detection([
        buildPerfume({
          id: 'fra-1',
          name: 'Terre',
          accords: accords('Holzig', 'Zitrisch', 'Würzig'),
        }),
        buildPerfume({ id: 'fra-2', name: 'Tabac', accords: accords('Ledrig', 'Tabak', 'Süß') }),
      ]),
      mine,
      'fra-1',
    );

    expect(html).toContain('<span class="scent-fit__label">Passt das zu mir?</span>');
    expect(html).toMatch(
      /100\s%\s?passend<\/span> · Passt zu deiner Vorliebe für Holzig und Zitrisch\./,
    );
    expect(html).toContain(
      'Du hast schon etwas sehr Ähnliches: Declaration (gemeinsame Akkorde: Holzig, Zitrisch, Würzig).',
    );
    expect(html).toMatch(
      /0\s%\s?passend<\/span> · Neu für dich: Ledrig und Tabak kommen in deinen Düften nicht vor\./,
    );
    const described = [...html.matchAll(/aria-describedby="([^"]+)"/g)].map((m) => m[1]);
    expect(described).toHaveLength(2);
    for (const id of described) expect(html).toContain(`id="${id}" class="scent-fit"`);
  });

  it('gives no verdict without perfumes of the person to compare with', () => {
    const html = render(detection([buildPerfume({ id: 'fra-1', accords: accords('Holzig') })]));

    expect(html).not.toContain('Passt das zu mir?');
    expect(html).not.toContain('aria-describedby');
  });
});
