import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';
import { fileSaver } from '@/domain/orders';
import { db, type DbHistoryItem } from '@/mocks/db';
import { overrideEnv } from '../utils/env-override';
import { renderApp } from '../utils/render-app';

/** Twelve orders for user 1: more than one page of the table (10 a page). */
function twelveOrders(): DbHistoryItem[] {
  const items = Array.from({ length: 12 }, (_, index): DbHistoryItem => ({
    id: 8000 + index,
    created_at: new Date(Date.now() - index * 86_400_000).toISOString(),
    service_name: `Pedido ${index + 1}`,
    service_type: 'text',
    prompt: `Empresa: Loja ${index + 1}`,
    result: `Texto ${index + 1}`,
    result_bin: null,
    payment_id: String(70000 + index),
    user_id: 1,
    system_context: '',
    max_tokens: 2048,
    payment_status: 'approved',
    payment_amount: 50,
  }));
  db.history = db.history.filter((entry) => entry.user_id !== 1).concat(items);
  return items;
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

afterEach(() => vi.restoreAllMocks());

describe('"Meus dados" in the client area', () => {
  it('shows the e-mail and plan and downloads every page of the history, the profile, the subscription and the consent as JSON', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const orders = twelveOrders();
    const consent = { version: 2, decidedAt: '2026-11-20T12:00:00.000Z', analytics: true, marketing: false, terms: { version: '2026-11-24', acceptedAt: '2026-11-20T12:00:00.000Z' } };
    localStorage.setItem('cookieConsent', JSON.stringify(consent));
    const { user } = await renderApp('/client', { userId: 1 });
    const section = await screen.findByRole('region', { name: 'Meus dados' });
    expect(within(section).getByText('E-mail da conta').nextElementSibling).toHaveTextContent(DEMO_ACCOUNTS.payPerService.email);
    expect(within(section).getByText('Plano').nextElementSibling).toHaveTextContent('Free');
    expect(section).toHaveTextContent('o histórico completo (12 pedidos)');

    await user.click(within(section).getByRole('button', { name: 'Baixar meus dados (JSON)' }));
    expect(save).toHaveBeenCalledTimes(1);
    const [blob, fileName] = save.mock.calls[0] ?? [];
    expect(fileName).toMatch(/^meus-dados-iagencia-\d{4}-\d{2}-\d{2}\.json$/);
    expect((blob as Blob).type).toBe('application/json;charset=utf-8');
    const data = JSON.parse(await readBlob(blob as Blob));
    expect(data.profile).toEqual({ id: 1, email: DEMO_ACCOUNTS.payPerService.email });
    expect(data.subscription).toEqual({ plan: null, is_active: false });
    expect(data.botSubscriptions).toEqual([]);
    expect(data.consentInThisBrowser).toEqual(consent);
    // The whole history, the second page of the table included, with the API's field names.
    expect(data.history).toHaveLength(12);
    expect(data.history.map((item: { payment_id: string }) => item.payment_id).sort()).toEqual(orders.map((order) => order.payment_id).sort());
    expect(data.history.find((item: { service_name: string }) => item.service_name === 'Pedido 12')).toMatchObject({ prompt: 'Empresa: Loja 12', result: 'Texto 12', payment_amount: 50, payment_status: 'approved' });
    expect(within(section).getByRole('status')).toHaveTextContent(`Arquivo gerado: ${String(fileName)}`);
  });

  it('exports the pro plan and a browser with no consent recorded, in English', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const { user } = await renderApp('/client', { userId: 2, language: 'en-US' });
    const section = await screen.findByRole('region', { name: 'My data' });
    expect(within(section).getByText('Plan').nextElementSibling).toHaveTextContent('PRO');
    await user.click(within(section).getByRole('button', { name: 'Download my data (JSON)' }));
    const [blob, fileName] = save.mock.calls[0] ?? [];
    expect(fileName).toMatch(/^my-data-iagencia-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readBlob(blob as Blob));
    expect(data.profile.email).toBe(DEMO_ACCOUNTS.proPlan.email);
    expect(data.subscription).toEqual({ plan: 'pro', is_active: true });
    expect(data.consentInThisBrowser).toBeNull();
    expect(data.history.map((item: { service_name: string }) => item.service_name)).toEqual(['E-mail Marketing']);
  });
});

describe('counts of nothing read as plurals', () => {
  it.each([
    ['pt-BR', 'Meus dados', 'o histórico completo (0 pedidos)', 'Nenhum serviço este mês · ilimitado'],
    ['en-US', 'My data', 'your full history (0 orders)', 'No services this month · unlimited'],
  ] as const)('an account with no orders, in %s', async (language, region, history, usage) => {
    db.history = db.history.filter((entry) => entry.user_id !== 1);
    await renderApp('/client', { userId: 1, language });
    const section = await screen.findByRole('region', { name: region });
    expect(section).toHaveTextContent(history);
    expect(screen.getByText(usage)).toBeInTheDocument();
  });
});

describe('"Pedir exclusão da conta": a support hand-off (the API has no deletion endpoint)', () => {
  it('explains what happens next and writes the request to the DPO by e-mail and on WhatsApp', async () => {
    overrideEnv({ company: { email: 'contato@iagencia.com.br', dpoEmail: 'privacidade@iagencia.com.br' } });
    const { user } = await renderApp('/client', { userId: 1 });
    const open = await screen.findByRole('button', { name: 'Pedir exclusão da conta' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Como funciona a exclusão da conta' })).not.toBeInTheDocument();

    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Como funciona a exclusão da conta' });
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent('respondemos em até 15 dias, como preveem os arts. 18 e 19 da LGPD');
    expect(within(panel).getByRole('link', { name: /página de assinaturas do Mercado Pago/ })).toHaveAttribute('href', 'https://www.mercadopago.com.br/subscriptions');

    const message = 'Olá! Quero excluir minha conta na IAgência e os dados ligados a ela (LGPD, art. 18, VI). E-mail da conta: demo@iagencia.com.br (ID 1).';
    const mailHref = within(panel).getByRole('link', { name: 'Pedir por e-mail (privacidade@iagencia.com.br)' }).getAttribute('href') ?? '';
    expect(mailHref).not.toContain('+');
    const mail = new URL(mailHref);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('privacidade@iagencia.com.br');
    expect(mail.searchParams.get('subject')).toBe('Pedido de exclusão de conta (LGPD)');
    expect(mail.searchParams.get('body')).toBe(message);
    const chat = new URL(within(panel).getByRole('link', { name: /Pedir pelo WhatsApp/ }).getAttribute('href') ?? '');
    expect(chat.origin + chat.pathname).toBe('https://wa.me/5511987654321');
    expect(chat.searchParams.get('text')).toBe(message);

    await user.click(within(panel).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region', { name: 'Como funciona a exclusão da conta' })).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('falls back to the company e-mail and leaves out WhatsApp when no number is configured, in English', async () => {
    overrideEnv({ whatsappNumber: '', company: { email: 'contato@iagencia.com.br', dpoEmail: '' } });
    const { user } = await renderApp('/client', { userId: 1, language: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Ask to delete my account' }));
    const panel = screen.getByRole('region', { name: 'How account deletion works' });
    const mail = new URL(within(panel).getByRole('link', { name: 'Ask by e-mail (contato@iagencia.com.br)' }).getAttribute('href') ?? '');
    expect(mail.pathname).toBe('contato@iagencia.com.br');
    expect(mail.searchParams.get('subject')).toBe('Account deletion request (LGPD)');
    expect(mail.searchParams.get('body')).toContain('Account e-mail: demo@iagencia.com.br (ID 1).');
    expect(within(panel).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent('contacts in the footer');
  });

  it('points to the footer when neither an e-mail nor WhatsApp is configured', async () => {
    overrideEnv({ whatsappNumber: '', company: { email: '', dpoEmail: '' } });
    const { user } = await renderApp('/client', { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Pedir exclusão da conta' }));
    const panel = screen.getByRole('region', { name: 'Como funciona a exclusão da conta' });
    expect(within(panel).queryByRole('link', { name: /Pedir/ })).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('Envie o pedido pelos contatos do rodapé, informando o e-mail da sua conta.');
  });
});
