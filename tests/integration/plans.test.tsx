import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { activatePlan } from '@/mocks/model';
import { currentUrl, renderApp } from '../utils/render-app';
import { spyOnRedirect } from './lead-test-helpers';

const card = (name: string) => screen.getByRole('article', { name });

describe('/plans', () => {
  it('shows the seven plans with price or trial terms and monthly quota', async () => {
    await renderApp('/plans');
    await screen.findByRole('heading', { level: 1, name: 'Escolha como a IA vai trabalhar para o seu negócio' });
    const expected: Array<[string, RegExp, string]> = [
      ['Plano Start · mensal', /R\$\s49,00\/mês/, '2 conteúdos por mês'],
      ['Plano Pro · mensal', /15 dias grátis, depois R\$\s99,00\/mês/, '4 conteúdos por mês'],
      ['Plano Creator · mensal', /R\$\s149,00\/mês/, '8 conteúdos por mês'],
      ['Plano Corporate · mensal', /R\$\s299,00\/mês/, '20+ conteúdos por mês'],
      ['Bot de vendas para WhatsApp · mensal', /15 dias grátis, depois R\$\s97,00\/mês/, 'Bot ativo'],
      ['Bot de moderação para Discord · mensal', /15 dias grátis, depois R\$\s67,00\/mês/, 'Bot ativo'],
      ['Plano Combo · mensal', /R\$\s179,00\/mês/, '4 conteúdos por mês + 1 bot ativo'],
    ];
    for (const [name, price, quota] of expected) {
      const plan = card(name);
      expect(plan).toHaveTextContent(price);
      expect(within(plan).getByText('Cota mensal').nextElementSibling).toHaveTextContent(quota);
      expect(within(plan).getByRole('button')).toBeEnabled();
    }
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(card('Bot de vendas para WhatsApp · mensal')).toHaveTextContent('≈ US$ 23/mês');
  });

  it('quotes the marketing tiers, the per-service price, benefits and a FAQ with FAQPage data', async () => {
    await renderApp('/plans');
    const tiers = await screen.findByRole('region', { name: 'Pacotes avulsos da agência' });
    expect(within(tiers).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(/Pacote avulso · pagamento único.*Pacote avulso Basic.*R\$ 49,00.*1 serviço de conteúdo com IA.*R\$ 49,00 por serviço/),
      expect.stringMatching(/Pacote avulso · pagamento único.*Pacote avulso Pro.*R\$ 99,00.*3 serviços de conteúdo com IA.*R\$ 33,00 por serviço/),
      expect.stringMatching(/Pacote avulso · pagamento único.*Pacote avulso Agency.*R\$ 199,00.*Acesso ilimitado por 7 dias/),
    ]);
    expect(screen.getByRole('region', { name: 'Prefere pagar só quando usar?' })).toHaveTextContent(/R\$\s50,00 por serviço/);
    expect(within(screen.getByRole('region', { name: 'Em todos os planos' })).getAllByRole('listitem')).toHaveLength(4);
    const faq = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')).find((d) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(6);
  });

  it('asks an anonymous visitor to log in and remembers the plan', async () => {
    const { user, router } = await renderApp('/plans');
    await user.click(within(await screen.findByRole('article', { name: 'Plano Creator · mensal' })).getByRole('button', { name: 'Assinar o Plano Creator' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(localStorage.getItem('pendingPlan')).toBe('creator');
  });

  it('sends a logged-in customer to the payment of the plan they clicked', async () => {
    const assign = spyOnRedirect();
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`));
    const { user } = await renderApp('/plans', { userId: 1 });
    await user.click(within(await screen.findByRole('article', { name: 'Plano Combo · mensal' })).getByRole('button', { name: 'Assinar o Plano Combo' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/demo\/checkout\?preference_id=/)));
    expect(requested).toContain('POST /payments/plan-preference?plan=combo');
    expect(within(card('Plano Combo · mensal')).getByRole('button', { name: 'Abrindo o pagamento...' })).toBeDisabled();
    expect(within(card('Plano Start · mensal')).getByRole('button')).toBeDisabled();
    server.events.removeAllListeners();
  });

  it('shows a failing subscription in the card that was clicked, in English too', async () => {
    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.json({ detail: 'Mercado Pago unavailable' }, { status: 502 })));
    const { user } = await renderApp('/plans', { userId: 1, language: 'en-US' });
    await user.click(within(await screen.findByRole('article', { name: 'Start plan · monthly' })).getByRole('button', { name: 'Subscribe to the Start plan' }));
    expect(await within(card('Start plan · monthly')).findByRole('alert')).toHaveTextContent("Couldn't start your subscription: Mercado Pago unavailable");
    expect(within(card('Pro plan · monthly')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card('Start plan · monthly')).getByRole('button', { name: 'Subscribe to the Start plan' })).toBeEnabled();
  });

  it('highlights the plan /signup sent the visitor for', async () => {
    await renderApp('/plans', { state: { chosenPlan: 'corporate' } });
    expect(within(await screen.findByRole('article', { name: 'Plano Corporate · mensal' })).getByText('Sua escolha')).toBeInTheDocument();
    expect(screen.getAllByText('Sua escolha')).toHaveLength(1);
  });

  it('reads as one price list: one name per plan id, no package named like a plan, the per-service price shown as such', async () => {
    await renderApp('/plans', { language: 'en-US' });
    await screen.findByRole('heading', { level: 1 });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const planNames = screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
    expect(planNames).toEqual([
      'WhatsApp sales bot · monthly',
      'Discord moderation bot · monthly',
      'Combo plan · monthly',
      'Start plan · monthly',
      'Pro plan · monthly',
      'Creator plan · monthly',
      'Corporate plan · monthly',
    ]);
    // No bare "Pro" anywhere: the monthly plan and the one-off package each say which they are.
    expect(headings.filter((name) => /\bPro\b/.test(name ?? ''))).toEqual(['Pro plan · monthly', 'Pro one-time package']);
    const tiers = screen.getByRole('region', { name: 'One-time agency packages' });
    expect(within(tiers).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Basic one-time package',
      'Pro one-time package',
      'Agency one-time package',
    ]);
    expect(tiers).toHaveTextContent('R$49.00 per service');
    expect(tiers).toHaveTextContent('R$33.00 per service');
    expect(screen.getByRole('region', { name: 'Prefer to pay only when you use it?' })).toHaveTextContent('R$50.00 per service');
    expect(document.body).not.toHaveTextContent(/whatsapp_bot|discord_bot/);
  });
});

describe('/plans for a customer', () => {
  it('marks a Pro customer’s plan, without a trial pitch or a second subscription', async () => {
    const { user, router } = await renderApp('/plans', { userId: 2 });
    const pro = await screen.findByRole('article', { name: 'Plano Pro · mensal' });
    expect(await within(pro).findByText('Seu plano atual')).toBeInTheDocument();
    expect(pro).toHaveTextContent(/R\$\s99,00\/mês/);
    expect(pro).not.toHaveTextContent('grátis');
    expect(within(pro).queryByRole('button')).not.toBeInTheDocument();
    expect(within(pro).getByRole('link', { name: 'Gerenciar na Área do Cliente' })).toHaveAttribute('href', '/client');
    // The other plans are still offered.
    expect(within(card('Plano Creator · mensal')).getByRole('button', { name: 'Assinar o Plano Creator' })).toBeEnabled();
    expect(within(card('Bot de moderação para Discord · mensal')).getByRole('button', { name: /Testar 15 dias grátis/ })).toBeEnabled();
    await user.click(within(pro).getByRole('link', { name: 'Pedir um serviço com o plano' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency'));
  });

  it('marks a bot the customer pays for, in English, and links to it', async () => {
    activatePlan(1, 'discord_bot');
    await renderApp('/plans', { userId: 1, language: 'en-US' });
    const discord = await screen.findByRole('article', { name: 'Discord moderation bot · monthly' });
    expect(await within(discord).findByText('Your current plan')).toBeInTheDocument();
    expect(discord).not.toHaveTextContent('days free');
    expect(within(discord).getByRole('link', { name: 'Follow my bot' })).toHaveAttribute('href', '/bot-creation?bot=discord_bot');
    expect(within(card('WhatsApp sales bot · monthly')).queryByText('Your current plan')).not.toBeInTheDocument();
  });

  it('says the trial’s terms on the trial buttons', async () => {
    await renderApp('/plans');
    const button = within(await screen.findByRole('article', { name: 'Bot de vendas para WhatsApp · mensal' })).getByRole('button', { name: /Testar 15 dias grátis/ });
    expect(button).toHaveAccessibleDescription(/^15 dias grátis, depois R\$\s97,00\/mês$/);
  });
});
