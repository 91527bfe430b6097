import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { currentUrl, renderApp } from '../utils/render-app';
import { spyOnRedirect } from './lead-test-helpers';

// Lazy screens load slowly when the whole suite shares a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const card = (name: string) => screen.getByRole('article', { name });

describe('/plans', () => {
  it('shows the seven plans with price or trial terms and monthly quota', async () => {
    await renderApp('/plans');
    await screen.findByRole('heading', { level: 1, name: 'Escolha como a IA vai trabalhar para o seu negócio' });
    const expected: Array<[string, RegExp, string]> = [
      ['Start', /R\$\s49,00\/mês/, '2 conteúdos por mês'],
      ['Pro', /15 dias grátis, depois R\$\s99,00\/mês/, '4 conteúdos por mês'],
      ['Creator', /R\$\s149,00\/mês/, '8 conteúdos por mês'],
      ['Corporate', /R\$\s299,00\/mês/, '20+ conteúdos por mês'],
      ['Bot de vendas para WhatsApp', /15 dias grátis, depois R\$\s97,00\/mês/, 'Bot ativo'],
      ['Bot de moderação para Discord', /15 dias grátis, depois R\$\s67,00\/mês/, 'Bot ativo'],
      ['Combo', /R\$\s179,00\/mês/, '4 conteúdos por mês + 1 bot ativo'],
    ];
    for (const [name, price, quota] of expected) {
      const plan = card(name);
      expect(plan).toHaveTextContent(price);
      expect(within(plan).getByText('Cota mensal').nextElementSibling).toHaveTextContent(quota);
      expect(within(plan).getByRole('button')).toBeEnabled();
    }
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(card('Bot de vendas para WhatsApp')).toHaveTextContent('US$ 23,00/mês');
  });

  it('quotes the marketing tiers, the per-service price, benefits and a FAQ with FAQPage data', async () => {
    await renderApp('/plans');
    const tiers = await screen.findByRole('region', { name: 'Pacotes avulsos da agência' });
    expect(within(tiers).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(/Basic.*R\$ 49,00.*1 serviço de conteúdo com IA/),
      expect.stringMatching(/Pro.*R\$ 99,00.*3 serviços de conteúdo com IA/),
      expect.stringMatching(/Agency.*R\$ 199,00.*Acesso ilimitado por 7 dias/),
    ]);
    expect(screen.getByRole('region', { name: 'Prefere pagar só quando usar?' })).toHaveTextContent(/R\$\s50,00 por serviço/);
    expect(within(screen.getByRole('region', { name: 'Em todos os planos' })).getAllByRole('listitem')).toHaveLength(4);
    const faq = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')).find((d) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(5);
  });

  it('asks an anonymous visitor to log in and remembers the plan', async () => {
    const { user, router } = await renderApp('/plans');
    await user.click(within(await screen.findByRole('article', { name: 'Creator' })).getByRole('button', { name: 'Assinar o Creator' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(localStorage.getItem('pendingPlan')).toBe('creator');
  });

  it('sends a logged-in customer to the payment of the plan they clicked', async () => {
    const assign = spyOnRedirect();
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`));
    const { user } = await renderApp('/plans', { userId: 1 });
    await user.click(within(await screen.findByRole('article', { name: 'Combo' })).getByRole('button', { name: 'Assinar o Combo' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/demo\/checkout\?preference_id=/)));
    expect(requested).toContain('POST /payments/plan-preference?plan=combo');
    expect(within(card('Combo')).getByRole('button', { name: 'Abrindo o pagamento...' })).toBeDisabled();
    expect(within(card('Start')).getByRole('button')).toBeDisabled();
    server.events.removeAllListeners();
  });

  it('shows a failing subscription in the card that was clicked, in English too', async () => {
    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.json({ detail: 'Mercado Pago unavailable' }, { status: 502 })));
    const { user } = await renderApp('/plans', { userId: 1, language: 'en-US' });
    await user.click(within(await screen.findByRole('article', { name: 'Start' })).getByRole('button', { name: 'Subscribe to Start' }));
    expect(await within(card('Start')).findByRole('alert')).toHaveTextContent("Couldn't start your subscription: Mercado Pago unavailable");
    expect(within(card('Pro')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card('Start')).getByRole('button', { name: 'Subscribe to Start' })).toBeEnabled();
  });

  it('highlights the plan /signup sent the visitor for', async () => {
    await renderApp('/plans', { state: { chosenPlan: 'corporate' } });
    expect(within(await screen.findByRole('article', { name: 'Corporate' })).getByText('Sua escolha')).toBeInTheDocument();
    expect(screen.getAllByText('Sua escolha')).toHaveLength(1);
  });
});
