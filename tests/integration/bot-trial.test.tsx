import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOMATION_LEAVE_DELAY_MS } from '@/config/redirect-delays';
import { browserLocation } from '@/lib/links/safe-redirect';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { activatePlan, createPreference, planCheckoutTerms } from '@/mocks/model';
import { currentUrl, renderApp } from '../utils/render-app';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
let automationRequests: unknown[];
beforeEach(() => {
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
  automationRequests = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/ia/automation-request') automationRequests.push(await request.clone().json());
  });
  return () => server.events.removeAllListeners();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function fillDiscord(user: User) {
  await user.type(screen.getByLabelText(/^Nome do servidor no Discord/), 'Guilda dos Dados');
  await user.type(screen.getByLabelText(/^FAQ do servidor/), 'Sem spam e sem golpes.');
}

describe('the trial is honest before money moves', () => {
  it('the landing’s plan button carries the trial’s terms', async () => {
    await renderApp('/discord-bot');
    const buttons = await screen.findAllByRole('button', { name: /grátis|Proteger|Ativar/i });
    expect(buttons[0]).toHaveAccessibleDescription(/^15 dias grátis, depois R\$\s67,00\/mês$/);
  });

  it('the landing’s plan button in English', async () => {
    await renderApp('/', { language: 'en-US' });
    const button = (await screen.findAllByRole('button', { name: /free/i }))[0]!;
    expect(button).toHaveAccessibleDescription('15 days free, then R$97.00/month');
  });

  it('/automation says the terms of the chosen bot under its submit button', async () => {
    const { user } = await renderApp('/automation');
    await user.click(await screen.findByRole('radio', { name: 'Bot de vendas para WhatsApp' }));
    const submit = await screen.findByRole('button', { name: /Começar meus 15 dias grátis/ });
    expect(submit).toHaveAccessibleDescription(/^15 dias grátis, depois R\$\s97,00\/mês$/);
    await user.click(screen.getByRole('radio', { name: 'Bot de moderação para Discord' }));
    expect(submit).toHaveAccessibleDescription(/^15 dias grátis, depois R\$\s67,00\/mês$/);
  });

  it.each([
    ['pt-BR', 'Bot de moderação para Discord', '15 dias grátis, depois R$ 67,00/mês', 'Total hoje', 'R$ 0,00'],
    ['en-US', 'Discord moderation bot', '15 days free, then R$67.00/month', 'Due today', 'R$0.00'],
  ] as const)('the demo checkout of a bot plan names it and charges nothing today (%s)', async (language, name, terms, today, zero) => {
    const preference = createPreference({
      kind: 'plan',
      ...planCheckoutTerms('discord_bot'),
      plan: 'discord_bot',
      userId: 1,
      origin: window.location.origin,
      backPaths: { success: '/payments/sucesso', pending: '/payments/pendente', failure: '/payments/falha' },
    });
    await renderApp(`/demo/checkout?preference_id=${preference.id}`, { language });
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(screen.getByText(terms)).toBeInTheDocument();
    expect(screen.getByText(today)).toBeInTheDocument();
    expect(screen.getByText(zero)).toBeInTheDocument();
    expect(screen.queryByText(/discord_bot/)).not.toBeInTheDocument();
  });

  it('a plan’s checkout is remembered in the tab just before leaving, for the return', async () => {
    const { user } = await renderApp('/plans', { userId: 1 });
    const card = await screen.findByRole('article', { name: 'Bot de moderação para Discord · mensal' });
    await user.click(within(card).getByRole('button', { name: /Testar 15 dias grátis/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('checkoutPlan') ?? 'null')).toEqual({ plan: 'discord_bot', at: expect.any(Number) });
  });
});

describe('from the plan checkout to a running bot', () => {
  it('/automation?bot=discord preselects the Discord bot and drops the query', async () => {
    const { router } = await renderApp('/automation?bot=discord');
    expect(await screen.findByRole('radio', { name: 'Bot de moderação para Discord' })).toBeChecked();
    await vi.waitFor(() => expect(currentUrl(router)).toBe('/automation'));
  });

  it('a customer who already pays for the bot is not sent to a second checkout: the confirmation opens with the invite', async () => {
    activatePlan(1, 'discord_bot');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await renderApp('/automation?bot=discord', { userId: 1 });
    await screen.findByRole('heading', { level: 1 });
    await fillDiscord(user);
    await user.click(await screen.findByRole('button', { name: 'Enviar a configuração do bot' }));
    expect(await screen.findByText(/A assinatura deste bot já está ativa/)).toBeInTheDocument();
    expect(automationRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(AUTOMATION_LEAVE_DELAY_MS);
    await vi.waitFor(() => expect(currentUrl(router)).toBe('/automation-success'));
    expect(assign).not.toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: /Adicionar bot ao Discord/ })).toHaveAttribute('href', expect.stringContaining('https://discord.com/'));
    expect(await screen.findByText('Sua assinatura já estava ativa: não há nada para autorizar de novo.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'O que o convite pede no Discord' })).toBeInTheDocument();
  });

  it('a customer without the plan still goes to authorise the trial’s subscription', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderApp('/automation?bot=discord', { userId: 1 });
    await screen.findByRole('heading', { level: 1 });
    await fillDiscord(user);
    await user.click(screen.getByRole('button', { name: /Começar meus 15 dias grátis/ }));
    await screen.findByText(/Pedido recebido!/);
    await vi.advanceTimersByTimeAsync(AUTOMATION_LEAVE_DELAY_MS);
    expect(assign).toHaveBeenCalledWith(db.preferences.at(-1)!.init_point);
  });
});
