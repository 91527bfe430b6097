import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { EMPTY_COMPANY, FULL_COMPANY } from '../../../tests/fixtures/company';
import { LegalPage, type LegalPageProps } from './legal-page';
import { privacyPolicy } from './privacy-policy';
import { termsOfUse } from './terms-of-use';

const DOCUMENTS = { privacy: privacyPolicy, terms: termsOfUse };

const renderPage = ({ kind, ...props }: Omit<LegalPageProps, 'document'> & { kind: keyof typeof DOCUMENTS }) =>
  render(
    <MemoryRouter>
      <LegalPage document={DOCUMENTS[kind]} {...props} />
    </MemoryRouter>,
  );

describe('LegalPage', () => {
  it('renders the privacy policy in Portuguese with the company details', () => {
    renderPage({ kind: 'privacy', company: FULL_COMPANY });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.getByText('CNPJ: 12.345.678/0001-90')).toBeInTheDocument();
    expect(screen.getByText('Razão social: Exemplo Serviços Digitais Ltda.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Os seus direitos e como exercê-los' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'dpo@exemplo.com.br' })[0]).toHaveAttribute('href', 'mailto:dpo@exemplo.com.br');
    expect(screen.getByRole('link', { name: 'Área do Cliente' })).toHaveAttribute('href', '/client');
    expect(screen.queryByText(/modo demonstração/)).not.toBeInTheDocument();
  });

  it('renders the terms in English after a language switch', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    renderPage({ kind: 'terms', company: FULL_COMPANY });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Right of withdrawal and refunds' })).toHaveAttribute('href', '#withdrawal-refunds');
    expect(document.body.textContent?.replace(/\u00a0/g, ' ')).toContain('then costs R$97.00 a month');
    const privacyLinks = screen.getAllByRole('link', { name: 'Privacy Policy' });
    expect(privacyLinks.length).toBeGreaterThan(0);
    for (const link of privacyLinks) expect(link).toHaveAttribute('href', '/privacy');
  });

  it('follows the language when it changes while the page is open', async () => {
    renderPage({ kind: 'terms', company: FULL_COMPANY });
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
  });

  it.each(['pt-BR', 'en-US'] as const)('shows no empty or placeholder line when only the brand is set (%s)', async (language) => {
    await act(() => i18n.changeLanguage(language));
    for (const kind of ['privacy', 'terms'] as const) {
      const { container, unmount } = renderPage({ kind, company: EMPTY_COMPANY });
      const text = container.textContent ?? '';
      expect(text).toContain('IAgência');
      expect(text).not.toMatch(/undefined|null|\[|NaN/);
      expect(text).not.toMatch(/CNPJ[^:]*:/);
      for (const link of container.querySelectorAll('a')) {
        expect(link.textContent?.trim()).not.toBe('');
        expect(link.getAttribute('href')).not.toMatch(/^(mailto:)?$/);
      }
      expect(container.querySelectorAll('a[href^="mailto:"]')).toHaveLength(0);
      unmount();
    }
  });

  it.each([
    ['pt-BR', 'Dados de exemplo (modo demonstração)'],
    ['en-US', 'Sample company details (demo mode)'],
  ] as const)('marks sample values in demo mode (%s)', async (language, note) => {
    await act(() => i18n.changeLanguage(language));
    renderPage({ kind: 'privacy', company: FULL_COMPANY, demo: true });
    const marker = screen.getByText(`${note}.`);
    expect(marker.closest('p')).toBeVisible();
    expect(marker.closest('header')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});
