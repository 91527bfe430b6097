import { describe, expect, it } from 'vitest';
import { richText } from '@/lib/format/rich-text-words';
import { bodyWordCount, readingMinutes, WORDS_PER_MINUTE } from './article-text';
import type { ArticleBody } from './types';

const bodyOf = (words: number): ArticleBody => ({
  intro: [Array.from({ length: words }, () => 'palavra').join(' ')],
  sections: [],
  cta: { heading: 'Chamada fora da contagem', text: 'Também fora', label: 'Botão' },
});

describe('article text', () => {
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

});
