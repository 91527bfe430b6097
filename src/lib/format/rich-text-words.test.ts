import { describe, expect, it } from 'vitest';
import type { Section } from './rich-text';
import { countWords, richText, textLines } from './rich-text-words';

describe('rich text words', () => {
  it('counts words with accents, hyphens and apostrophes as one each (24/7 is two)', () => {
    expect(countWords('Automações no WhatsApp: e-mail, pague-se e it’s fine — 24/7.')).toBe(10);
    expect(countWords('')).toBe(0);
  });

  it('reads links as their text, internal or external', () => {
    expect(richText(['Leia os ', { text: 'Termos', to: '/terms' }, ' ou escreva para ', { text: 'a@b.com.br', href: 'mailto:a@b.com.br' }])).toBe(
      'Leia os Termos ou escreva para a@b.com.br',
    );
  });

  it('lists every line in reading order, a feature’s own block read through its reader', () => {
    const sections: Section<{ aside: string }>[] = [
      { heading: 'Um', blocks: ['p1', { h3: 'sub' }, { ul: ['a', 'b'] }, { aside: 'nota' }, { ol: [['c ', { text: 'link', to: '/x' }]] }] },
      { heading: 'Dois', blocks: [] },
    ];
    expect(textLines(['intro'], sections, (block) => block.aside)).toEqual(['intro', 'Um', 'p1', 'sub', 'a', 'b', 'nota', 'c link', 'Dois']);
  });
});
