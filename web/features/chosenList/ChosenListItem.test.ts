import { createElement } from 'react';
import { buildDetected } from '../../testing/buildDetected';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChosenListItem } from './ChosenListItem';
import { customPerfume } from './customPerfume';

describe('ChosenListItem', () => {
  it('shows a custom perfume’s family "Unknown" as "Unbekannt"', () => {
    const perfume = customPerfume(buildDetected())!;

    const html = renderToStaticMarkup(
      createElement(ChosenListItem, { item: { perfume, addedAt: 1 }, onRemove: () => {} }),
    );

    expect(html).toContain('Maison Lumière · Unbekannt');
    expect(html).not.toContain('Unknown');
  });
});
