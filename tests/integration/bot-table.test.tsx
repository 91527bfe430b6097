import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../utils/render-app';

/**
 * Every screen that shows the WhatsApp bot's price or free days reads them from its row of
 * src/config/bots.ts: with another price and trial length in that row (and nowhere else),
 * /plans, the landing and /automation all quote the new terms.
 */
vi.mock('@/config/bots', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/bots')>();
  const whatsapp = { ...actual.BOTS.whatsapp, monthly: 123, trialDays: 30 };
  return { ...actual, BOTS: { ...actual.BOTS, whatsapp }, BOT_PLANS: { ...actual.BOT_PLANS, whatsapp_bot: whatsapp } };
});

describe('one row per bot', () => {
  it('/plans quotes the row’s free days and price on the bot’s card', async () => {
    await renderApp('/plans');
    const card = await screen.findByRole('article', { name: 'Bot de vendas para WhatsApp · mensal' });
    expect(within(card).getByRole('button', { name: 'Testar 30 dias grátis' })).toHaveAccessibleDescription(/^30 dias grátis, depois R\$\s123,00\/mês$/);
  });

  it('the landing quotes them in its promise', async () => {
    await renderApp('/whatsapp-bot');
    expect(await screen.findByText(/^Teste grátis por 30 dias, sem fidelidade\. Depois, R\$\s123,00 por mês\./)).toBeInTheDocument();
  });

  it('/automation quotes them in the choice, the summary and under the submit button', async () => {
    const { user } = await renderApp('/automation');
    const choice = await screen.findByRole('radio', { name: 'Bot de vendas para WhatsApp' });
    expect(choice).toHaveAccessibleDescription(/Depois do teste, R\$\s123,00 por mês\.$/);
    await user.click(choice);
    const summary = screen.getByRole('complementary', { name: 'Resumo da assinatura' });
    expect(within(summary).getByText('Teste grátis').nextElementSibling).toHaveTextContent('30 dias');
    expect(within(summary).getByText('Depois do teste').nextElementSibling).toHaveTextContent(/^R\$\s123,00 por mês$/);
    const submit = screen.getByRole('button', { name: 'Começar meus 30 dias grátis' });
    expect(submit).toHaveAccessibleDescription(/^30 dias grátis, depois R\$\s123,00\/mês$/);
  });
});
