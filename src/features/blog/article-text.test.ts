import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { bodyWordCount, countWords, localDate, readingMinutes, richText, WORDS_PER_MINUTE } from './article-text';
import type { ArticleBody } from './types';

const bodyOf = (words: number): ArticleBody => ({
  intro: [Array.from({ length: words }, () => 'palavra').join(' ')],
  sections: [],
  cta: { heading: 'Chamada fora da contagem', text: 'Também fora', label: 'Botão' },
});

describe('article text', () => {
  it('counts words with accents, hyphens and apostrophes as one each (24/7 is two)', () => {
    expect(countWords('Automações no WhatsApp: e-mail, pague-se e it’s fine — 24/7.')).toBe(10);
    expect(countWords('')).toBe(0);
  });

  it('reads links as their text and counts headings, lists and tips but not the call to action', () => {
    expect(richText(['Veja ', { text: 'o guia', to: '/blog/x' }, '.'])).toBe('Veja o guia.');
    const body: ArticleBody = {
      intro: ['um dois'],
      sections: [{ heading: 'três', blocks: [{ h3: 'quatro' }, { ul: ['cinco', ['seis ', { text: 'sete', to: '/plans' }]] }, { ol: ['oito'] }, { tip: 'nove' }, 'dez'] }],
      cta: { heading: 'fora', text: 'fora', label: 'fora' },
    };
    expect(bodyWordCount(body)).toBe(10);
  });

  it('rounds reading time up, at least one minute', () => {
    expect(readingMinutes(bodyOf(1))).toBe(1);
    expect(readingMinutes(bodyOf(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(bodyOf(WORDS_PER_MINUTE + 1))).toBe(2);
  });

  it('keeps an ISO day on the same calendar day in the local time zone', () => {
    expect(formatDate(localDate('2026-03-02'), 'pt-BR')).toBe('2 de março de 2026');
    expect(formatDate(localDate('2026-12-31'), 'en-US')).toBe('December 31, 2026');
  });
});
