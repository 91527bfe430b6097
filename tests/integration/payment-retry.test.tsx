import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanId } from '@/config/plans';
import { browserLocation } from '@/lib/links/safe-redirect';
import { renderApp } from '../utils/render-app';
import { payOrder, payPlan } from './payment-test-helpers';
import { captureRequests } from './service-test-helpers';

/**
 * A declined (or still pending) plan payment offers that plan's checkout again,
 * through the plan button's own flow (POST /payments/plan-preference?plan=), also
 * in a tab that remembers nothing: the return URL's or the payment's reference names the plan.
 */
let capture: ReturnType<typeof captureRequests>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  capture = captureRequests();
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => capture.stop());

const planPreferences = () => capture.to('POST', '/payments/plan-preference').map((request) => request.url.searchParams.get('plan'));

async function expectCheckoutAgain(plan: PlanId) {
  await vi.waitFor(() => expect(planPreferences()).toEqual([plan]));
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('/demo/checkout?preference_id=')));
}

describe('a rejected plan payment, in a fresh tab', () => {
  it('/payments/falha: "Tentar de novo" starts the plan’s checkout again instead of leading to /agency', async () => {
    const { backUrl } = payPlan('rejected', 'pro');
    expect(backUrl).toMatch(/^\/payments\/falha\?/);
    const { user } = await renderApp(backUrl, { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Tentar de novo: Plano Pro' }));
    await expectCheckoutAgain('pro');
    expect(screen.queryByRole('link', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    // The failure page's link to /agency (docs/product/payments.md#the-payment-pages) stays, as a secondary way.
    expect(screen.getByRole('link', { name: 'Continuar na Agência IA' })).toHaveAttribute('href', '/agency');
  });

  it('/payment-failure in English, for a bot', async () => {
    const { backUrl } = payPlan('rejected', 'discord_bot');
    const { user } = await renderApp(backUrl.replace('/payments/falha', '/payment-failure'), { userId: 1, language: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Try again: Discord moderation bot' }));
    await expectCheckoutAgain('discord_bot');
  });

  it('a bot’s setup request (from /automation): back to that setup, which asks for the payment again', async () => {
    const { backUrl } = payPlan('rejected', 'whatsapp_bot', { automationId: 41 });
    await renderApp(backUrl, { userId: 1 });
    expect(await screen.findByRole('link', { name: 'Tentar de novo: Bot de vendas para WhatsApp' })).toHaveAttribute('href', '/automation?bot=whatsapp');
    expect(planPreferences()).toEqual([]);
  });

  it('/payment-success (the lookup says rejected): the plan’s checkout, named by the lookup’s reference', async () => {
    const { id } = payPlan('rejected', 'whatsapp_bot');
    const { user } = await renderApp(`/payment-success?payment_id=${id}`, { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Tentar de novo: Bot de vendas para WhatsApp' }));
    await expectCheckoutAgain('whatsapp_bot');
  });

  it('/payment-pending (the lookup says rejected): the plan’s checkout too', async () => {
    const { id } = payPlan('rejected', 'start');
    const { user } = await renderApp(`/payment-pending?payment_id=${id}`, { userId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento não aprovado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo: Plano Start' }));
    await expectCheckoutAgain('start');
  });

  it('anonymous: the plan is kept for after the login, as the plan button does', async () => {
    const { backUrl } = payPlan('rejected', 'pro');
    const { user } = await renderApp(backUrl);
    await user.click(await screen.findByRole('button', { name: 'Tentar de novo: Plano Pro' }));
    expect(await screen.findByLabelText(/^E-mail/)).toBeInTheDocument();
    expect(localStorage.getItem('pendingPlan')).toBe('pro');
  });
});

describe('a pending plan payment', () => {
  it('offers to pay another way: the plan’s checkout again', async () => {
    const { backUrl } = payPlan('pending', 'discord_bot');
    expect(backUrl).toMatch(/^\/payments\/pendente\?/);
    const { user } = await renderApp(backUrl, { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Pagar de outro jeito: Bot de moderação para Discord' }));
    await expectCheckoutAgain('discord_bot');
  });

  it('on the success page too (the lookup says pending)', async () => {
    const { id } = payPlan('pending', 'pro');
    const { user } = await renderApp(`/payments/sucesso?payment_id=${id}`, { userId: 1, language: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Pay another way: Pro plan' }));
    await expectCheckoutAgain('pro');
  });
});

describe('an order’s payment keeps the failure page’s retry on the order form', () => {
  it('rejected: /payments/falha links /agency', async () => {
    const { backUrl } = payOrder('rejected');
    await renderApp(backUrl, { userId: 1 });
    expect(await screen.findByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/agency');
    expect(screen.queryByRole('button', { name: /Tentar de novo/ })).not.toBeInTheDocument();
  });

  it('pending: no plan to pay another way', async () => {
    const { backUrl } = payOrder('pending');
    await renderApp(backUrl, { userId: 1 });
    expect(await screen.findByText('Pagamento em análise — avisaremos quando for aprovado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pagar de outro jeito/ })).not.toBeInTheDocument();
  });
});
