import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LegalDocument } from './legal-document';
import type { LegalDocument as LegalDocumentData } from './types';

const DOC: LegalDocumentData = {
  language: 'pt-BR',
  title: 'Documento de teste',
  updatedAt: '2026-03-02',
  intro: ['Primeiro parágrafo.', ['Leia os ', { text: 'Termos de Uso', to: '/terms' }, '.']],
  sections: [
    {
      id: 'first',
      heading: 'Primeira seção',
      blocks: [
        'Um parágrafo.',
        { h3: 'Um subtítulo' },
        { ul: ['item a', ['item com ', { text: 'site externo', href: 'https://example.com/x' }]] },
        { ol: ['passo 1', 'passo 2'] },
      ],
    },
    {
      id: 'second',
      heading: 'Segunda seção',
      blocks: [{ note: ['Escreva para ', { text: 'a@b.com.br', href: 'mailto:a@b.com.br' }] }],
    },
  ],
};

const renderDoc = (doc: LegalDocumentData = DOC) =>
  render(
    <MemoryRouter>
      <LegalDocument doc={doc} />
    </MemoryRouter>,
  );

describe('LegalDocument', () => {
  it('renders the title and the last-updated day in the document language, without a time-zone shift', () => {
    renderDoc();
    expect(screen.getByRole('heading', { level: 1, name: 'Documento de teste' })).toBeInTheDocument();
    const time = screen.getByText('2 de março de 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-02');
    expect(time.parentElement).toHaveTextContent('Última atualização: 2 de março de 2026');
  });

  it('formats the date in English for an English document', () => {
    renderDoc({ ...DOC, language: 'en-US' });
    expect(screen.getByText('March 2, 2026').parentElement).toHaveTextContent('Last updated: March 2, 2026');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });

  it('lists every section in a table of contents that links to its anchor', () => {
    renderDoc();
    const toc = screen.getByRole('navigation', { name: 'Nesta página' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Primeira seção', '#first'],
      ['Segunda seção', '#second'],
    ]);
    expect(document.getElementById('first')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Primeira seção' }));
    expect(document.getElementById('second')).toHaveAccessibleName('Segunda seção');
  });

  it('keeps headings in order: h1, then h2, with h3 only inside a section', () => {
    const { container } = renderDoc();
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels).toEqual([1, 2, 2, 3, 2]);
  });

  it('renders lists, notes and links as elements, never as HTML', () => {
    const { container } = renderDoc();
    expect(within(container.querySelector('ul')!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(container.querySelector('.legal-prose ol')!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
    const external = screen.getByRole('link', { name: 'site externo' });
    expect(external).toHaveAttribute('href', 'https://example.com/x');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = screen.getByRole('link', { name: 'a@b.com.br' });
    expect(mail).toHaveAttribute('href', 'mailto:a@b.com.br');
    expect(mail).not.toHaveAttribute('rel');
    expect(mail.closest('.callout')).toHaveTextContent('Escreva para a@b.com.br');
  });
});
