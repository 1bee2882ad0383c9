import { createElement } from 'react';
import { buildDetected } from '../../../tests/fixtures/detected';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChosenListItem } from './ChosenListItem';
import { customPerfume } from './customPerfume';

describe('ChosenListItem', () => {
  it('shows a custom perfume’s family "Unknown" as "Unbekannt"', () => {
    const perfume = customPerfume(buildDetected())!;

    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(ChosenListItem, { item: { perfume, addedAt: 1 }, onRemove: () => {} }),
      ),
    );

    expect(html).toContain('Maison Lumière · Unbekannt');
    expect(html).not.toContain('Unknown');
    // No page to open for a perfume the catalog does not know.
    expect(html).not.toContain('/parfum/');
  });
});
