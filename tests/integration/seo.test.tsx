import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('route SEO', () => {
  it('writes title, description, canonical, robots, Open Graph and Twitter tags in the current language', async () => {
    await renderApp('/plans');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Planos e preços | IAgência'));
    expect(meta('meta[name="description"]')).toMatch(/Compare os planos/);
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/plans`);
    expect(meta('meta[property="og:title"]')).toBe('Planos e preços | IAgência');
    expect(meta('meta[property="og:locale"]')).toBe('pt_BR');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('gives the sales bot’s page its own title and canonical', async () => {
    await renderApp('/whatsapp-bot', { language: 'en-US' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('AI sales bot for WhatsApp | IAgência'));
    // Shown in English at the Portuguese page's address (the browser's language decided): that address is canonical.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/whatsapp-bot`);
    expect(document.head.querySelector('link[hreflang="pt-BR"]')?.getAttribute('href')).toBe(`${window.location.origin}/whatsapp-bot`);
    expect(document.head.querySelector('link[hreflang="en-US"]')?.getAttribute('href')).toBe(`${window.location.origin}/whatsapp-bot?lng=en-US`);
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(meta('meta[property="og:locale"]')).toBe('en_US');
  });

  it('names the English page’s own address canonical when the address asks for English', async () => {
    await renderApp('/whatsapp-bot?lng=en-US', { language: 'en-US' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/whatsapp-bot?lng=en-US`));
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/whatsapp-bot?lng=en-US`);
    expect(meta('meta[property="og:locale"]')).toBe('en_US');
  });

  it.each([
    ['pt-BR', '/discord-bot', /Teste 15 dias grátis; depois, R\$\s67,00 por mês\.$/],
    ['en-US', '/agency', /for R\$50\.00 per service, .* Pro plan with 15 days free\.$/],
  ] as const)('in %s, %s’s description names the trial length and price of the business constants', async (language, path, description) => {
    await renderApp(path, { language });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(meta('meta[name="description"]')).toMatch(description));
    expect(meta('meta[property="og:description"]')).toMatch(description);
  });

  it('points the campaign copy /landing to the page it copies', async () => {
    await renderApp('/landing');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/whatsapp-bot`));
    expect(document.title).toBe('Bot de vendas com IA para WhatsApp | IAgência');
    expect(meta('meta[name="robots"]')).toBe('index, follow');
  });

  it('titles the home page apart from the sales bot’s page', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('IAgência: IA que atende e vende no seu WhatsApp 24 horas'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/`);
  });

  it.each(['/consulte', '/login', '/payments/sucesso', '/automation', '/signup', '/bot-creation'])('marks %s noindex', async (path) => {
    await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex, nofollow'));
  });
});
