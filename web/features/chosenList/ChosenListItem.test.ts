import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChosenListItem } from './ChosenListItem';
import { customPerfume } from './customPerfume';

describe('ChosenListItem', () => {
  it('shows a custom perfume’s family "Unknown" as "Unbekannt"', () => {
    const perfume = customPerfume({
      name: 'Oud Royal',
      brand: 'Maison Lumière',
      description: null,
      occasions: [],
      fragranceFamily: null,
      concentration: null,
      gender: null,
    })!;

    const html = renderToStaticMarkup(
      createElement(ChosenListItem, { item: { perfume, addedAt: 1 }, onRemove: () => {} }),
    );

    expect(html).toContain('Maison Lumière · Unbekannt');
    expect(html).not.toContain('Unknown');
  });
});
