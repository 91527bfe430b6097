import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { NewTabLink } from './new-tab-link';

describe('NewTabLink', () => {
  it('opens a new tab without giving it this page, and says so after its text, in the page’s language', async () => {
    render(
      <NewTabLink href="https://example.com/chat" className="btn">
        Falar no WhatsApp
      </NewTabLink>,
    );
    const link = screen.getByRole('link', { name: /^Falar no WhatsApp/ });
    expect(link).toHaveTextContent('Falar no WhatsApp (abre em nova aba)', { normalizeWhitespace: false });
    expect(link.querySelector('.visually-hidden')).toHaveTextContent('(abre em nova aba)');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', 'https://example.com/chat');
    expect(link).toHaveClass('btn');
    expect(link).not.toHaveAttribute('aria-label');

    await act(() => i18n.changeLanguage('en-US'));
    expect(link).toHaveTextContent('Falar no WhatsApp (opens in a new tab)', { normalizeWhitespace: false });
  });

  it('names an icon-only link by its label, the new tab added, with no hidden sentence', () => {
    render(
      <NewTabLink href="https://example.com/chat" label="Fale conosco no WhatsApp">
        <svg aria-hidden="true" />
      </NewTabLink>,
    );
    const link = screen.getByRole('link', { name: 'Fale conosco no WhatsApp (abre em nova aba)' });
    expect(link).toHaveAttribute('aria-label', 'Fale conosco no WhatsApp (abre em nova aba)');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('.visually-hidden')).toBeNull();
  });
});
