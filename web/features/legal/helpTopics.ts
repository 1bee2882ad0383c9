// The help page's topics (/hilfe): their texts live in web/copy/help.ts; this finds them.
import { helpCopy } from '../../copy/help';

export type HelpTopic = {
  id: string;
  question: string;
  answer: readonly string[];
};

export const HELP_TOPICS: readonly HelpTopic[] = helpCopy.topics;

/** Topics whose question or answer contains every word of the query (case- and accent-blind). */
export function searchHelpTopics(query: string): readonly HelpTopic[] {
  const fold = (text: string) =>
    text
      .toLocaleLowerCase('de-DE')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return HELP_TOPICS;
  return HELP_TOPICS.filter((topic) => {
    const text = fold(`${topic.question} ${topic.answer.join(' ')}`);
    return words.every((word) => text.includes(word));
  });
}
