import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/http/api-client';
import { persistent } from '@/lib/storage/storage';
import { db, restoreDb, resetDb, snapshotDb } from './db';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';

async function loginAs(email: string, password: string) {
  const { data } = await apiClient.post<{ access_token: string }>('/token', new URLSearchParams({ username: email, password }));
  persistent.token.set(data.access_token);
}

describe('demo backend', () => {
  it('logs in the seeded accounts with the password flow and refuses a wrong password', async () => {
    await expect(loginAs(DEMO_ACCOUNTS.payPerService.email, 'wrong')).rejects.toMatchObject({ response: { status: 401 } });
    await loginAs(DEMO_ACCOUNTS.payPerService.email, DEMO_ACCOUNTS.payPerService.password);
    const { data } = await apiClient.get('/me');
    expect(data).toMatchObject({ id: 1, email: DEMO_ACCOUNTS.payPerService.email });
  });

  it('answers 401 without a valid token', async () => {
    await expect(apiClient.get('/subscription')).rejects.toMatchObject({ response: { status: 401 } });
  });

  it('runs a plan payment through the demo checkout and back to the app with Mercado Pago’s query names', async () => {
    await loginAs(DEMO_ACCOUNTS.payPerService.email, DEMO_ACCOUNTS.payPerService.password);
    expect((await apiClient.get('/subscription/check-bot-plan', { params: { plan: 'discord_bot' } })).data).toEqual({ has_subscription: false });

    const { data: preference } = await apiClient.post<{ init_point: string }>('/payments/plan-preference', null, { params: { plan: 'discord_bot' } });
    const checkoutUrl = new URL(preference.init_point);
    expect(checkoutUrl.origin).toBe(window.location.origin);
    expect(checkoutUrl.pathname).toBe('/demo/checkout');
    const preferenceId = checkoutUrl.searchParams.get('preference_id')!;

    const { data: checkout } = await apiClient.get(`/demo/checkout/${preferenceId}`);
    // A bot plan starts with its free trial: nothing charged today, R$ 67 a month after it.
    expect(checkout).toMatchObject({ amount: 0, kind: 'plan', plan: 'discord_bot', trial_days: 15, monthly_amount: 67 });

    const { data: paid } = await apiClient.post<{ redirect_url: string; payment_id: string }>(`/demo/checkout/${preferenceId}`, { outcome: 'approved' });
    const back = new URL(paid.redirect_url);
    expect(back.pathname).toBe('/payments/sucesso');
    expect(back.searchParams.get('collection_status')).toBe('approved');
    expect(back.searchParams.get('payment_id')).toBe(paid.payment_id);
    expect(back.searchParams.get('preference_id')).toBe(preferenceId);
    // What the payment was for, as a real integration sets it (domain/billing/payment-reference.ts).
    expect(back.searchParams.get('external_reference')).toBe('plan:discord_bot:user:1');

    expect((await apiClient.get('/subscription/check-bot-plan', { params: { plan: 'discord_bot' } })).data).toEqual({ has_subscription: true });
    const { data: pending } = await apiClient.get(`/payments/pendente/${paid.payment_id}`);
    expect(pending).toMatchObject({ status: 'approved', payment_id: paid.payment_id, external_reference: 'plan:discord_bot:user:1' });
  });

  it('sends a rejected payment to the failure page and activates nothing', async () => {
    await loginAs(DEMO_ACCOUNTS.payPerService.email, DEMO_ACCOUNTS.payPerService.password);
    const { data: preference } = await apiClient.post<{ init_point: string }>('/payments/plan-preference', null, { params: { plan: 'pro' } });
    const preferenceId = new URL(preference.init_point).searchParams.get('preference_id')!;
    const { data: paid } = await apiClient.post<{ redirect_url: string }>(`/demo/checkout/${preferenceId}`, { outcome: 'rejected' });
    expect(new URL(paid.redirect_url).pathname).toBe('/payments/falha');
    expect((await apiClient.get('/subscription')).data).toEqual({ plan: null, is_active: false });
  });

  it('answers 404 for an unknown pending payment, with or without a token', async () => {
    await expect(apiClient.get('/payments/pendente/123')).rejects.toMatchObject({ response: { status: 404, data: { detail: 'Pagamento não encontrado.' } } });
  });

  it('snapshots and restores its state, refusing an unusable snapshot', () => {
    db.leads.push({ id: 1, received_at: 'now', payload: { name: 'Ana' } });
    const saved = snapshotDb();
    resetDb();
    expect(db.leads).toHaveLength(0);
    expect(restoreDb(saved)).toBe(true);
    expect(db.leads).toHaveLength(1);
    expect(restoreDb({ version: 0 })).toBe(false);
    expect(restoreDb('garbage')).toBe(false);
    expect(db.leads).toHaveLength(1);
  });
});
