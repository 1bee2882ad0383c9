import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, searchHelpTopics } from './helpTopics';

describe('help topics', () => {
  it('answer the eight planned topics and the three common questions, each once', () => {
    const questions = HELP_TOPICS.map((topic) => topic.question);
    expect(questions).toEqual(
      expect.arrayContaining([
        'Erste Schritte',
        'So funktioniert die KI-Analyse',
        'Sammlung und Wunschliste verwalten',
        'Foto-Upload richtig nutzen',
        'Wie genau sind die Empfehlungen?',
        'Mehrere Sammlungen nutzen',
        'So funktioniert die Blacklist',
        'Probleme lösen',
        'Warum finde ich meinen Duft nicht?',
        'Was bedeutet die Duft-DNA?',
        'Wie funktioniert Duftkompass offline?',
      ]),
    );
    expect(new Set(HELP_TOPICS.map((topic) => topic.id)).size).toBe(HELP_TOPICS.length);
    for (const topic of HELP_TOPICS) expect(topic.answer.join(' ').length).toBeGreaterThan(120);
  });

  it('finds answers by every word, blind to case and accents', () => {
    expect(searchHelpTopics('  ').length).toBe(HELP_TOPICS.length);
    expect(searchHelpTopics('HEIC').map((t) => t.id)).toEqual(['foto']);
    expect(searchHelpTopics('synchronisiert verbindung').map((t) => t.id)).toContain('offline');
    expect(searchHelpTopics('parfum sammlung').length).toBeGreaterThan(0);
    expect(searchHelpTopics('quantenschaum')).toEqual([]);
  });
});
