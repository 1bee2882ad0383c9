// The occasions read German on the cards and in the "Anlass" choice (issue 26, UX walk
// finding 23), while the API keeps the spec's keywords.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OCCASIONS } from '../../../api/contract/recommendations';
import { AudienceControls } from './AudienceControls';
import { OccasionTags } from './OccasionTags';
import { occasionLabel } from './scentDisplay';

/** Text nodes of the markup, one per element. */
function texts(html: string): string[] {
  return [...html.matchAll(/>([^<]+)</g)].map((match) => match[1]!.trim()).filter(Boolean);
}

describe('occasion labels', () => {
  it('names "Date/Dinner" and "Club/Party" in German on a card', () => {
    const html = renderToStaticMarkup(
      createElement(OccasionTags, { occasions: ['Date/Dinner', 'club/party'] }),
    );
    expect(texts(html)).toEqual(['Verabredung', 'Ausgehen']);
  });

  it('offers every occasion in the "Anlass" choice by its German label, sending the key', () => {
    const html = renderToStaticMarkup(createElement(AudienceControls, { perfumes: [] }));
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(
      (match) => [match[1]!.replace(/&#x27;|&amp;/g, ''), match[2]!],
    );
    const occasionOptions = options.filter(([value]) => value !== 'all' && value !== '');
    expect(occasionOptions.map(([value]) => value)).toEqual([...OCCASIONS]);
    const labels = occasionOptions.map(([, label]) => label);
    expect(labels).toContain('Verabredung');
    expect(labels).toContain('Ausgehen');
    // No English keyword ("Date", "Dinner", "Club", "Party") and no slash pairs left.
    for (const label of labels) expect(label).not.toMatch(/Date|Dinner|Club|Party|\//);
  });

  it("keeps a word outside the spec's set as it is", () => {
    expect(occasionLabel('Hochzeit')).toBe('Hochzeit');
    expect(occasionLabel(' büro ')).toBe('Büro');
  });
});
