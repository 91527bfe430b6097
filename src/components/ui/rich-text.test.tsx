import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Block } from '@/lib/format/rich-text';
import { RichBlocks, RichDocument, RichText } from './rich-text';

const renderHtml = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>).container.innerHTML;

describe('RichText', () => {
  it('renders internal links with the router, https links without opener or referrer, mailto links plainly', () => {
    const html = renderHtml(
      <RichText value={['Leia os ', { text: 'Termos', to: '/terms' }, ', o ', { text: 'site', href: 'https://example.com/x' }, ' ou escreva para ', { text: 'a@b.com.br', href: 'mailto:a@b.com.br' }, '.']} />,
    );
    expect(html).toBe(
      'Leia os <a href="/terms" data-discover="true">Termos</a>, o <a href="https://example.com/x" rel="noopener noreferrer">site</a> ou escreva para <a href="mailto:a@b.com.br">a@b.com.br</a>.',
    );
  });

  it('renders text, never HTML', () => {
    expect(renderHtml(<RichText value="<b>negrito</b>" />)).toBe('&lt;b&gt;negrito&lt;/b&gt;');
  });
});

describe('RichBlocks', () => {
  it('renders paragraphs, sub-headings and lists in order, and a feature’s own block through `extra`', () => {
    const blocks: Block<{ aside: string }>[] = ['Um parágrafo.', { h3: 'Sub' }, { ul: ['a', ['b ', { text: 'link', to: '/x' }]] }, { aside: 'nota' }, { ol: ['1', '2'] }];
    const html = renderHtml(<RichBlocks blocks={blocks} extra={(block) => <p className="aside">{block.aside}</p>} />);
    expect(html).toBe(
      '<p>Um parágrafo.</p><h3>Sub</h3><ul><li>a</li><li>b <a href="/x" data-discover="true">link</a></li></ul><p class="aside">nota</p><ol><li>1</li><li>2</li></ol>',
    );
  });
});

describe('RichDocument', () => {
  const extra = (block: { aside: string }) => <p className="aside">{block.aside}</p>;

  it('sets the first intro paragraph apart, then renders each section as an h2 over its blocks', () => {
    const html = renderHtml(
      <RichDocument className="blog-prose" intro={['Primeiro.', 'Segundo.']} sections={[{ heading: 'Parte', blocks: ['Texto.', { aside: 'nota' }] }]} extra={extra} />,
    );
    expect(html).toBe(
      '<div class="prose blog-prose"><p class="prose-intro">Primeiro.</p><p>Segundo.</p><section class="prose-section"><h2>Parte</h2><p>Texto.</p><p class="aside">nota</p></section></div>',
    );
  });

  it('makes a section with an id an anchor named by its heading', () => {
    const html = renderHtml(<RichDocument className="legal-prose" intro={[]} sections={[{ id: 'dados', heading: 'Dados', blocks: [] }]} extra={extra} />);
    expect(html).toBe('<div class="prose legal-prose"><section id="dados" class="prose-section" aria-labelledby="dados-heading"><h2 id="dados-heading">Dados</h2></section></div>');
  });
});
