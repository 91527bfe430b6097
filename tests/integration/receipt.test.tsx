import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format/format';
import { db, type DbHistoryItem } from '@/mocks/db';
import { api } from '@/mocks/handlers/utils';
import { server } from '@/mocks/node';
import { overrideEnv } from '../utils/env-override';
import { currentUrl, renderApp } from '../utils/render-app';

const CREATED_AT = '2026-03-09T18:45:00.000Z';

function order(fields: Partial<DbHistoryItem>): DbHistoryItem {
  return {
    id: 9100,
    created_at: CREATED_AT,
    service_name: 'Copy de Landing Page',
    service_type: 'text',
    prompt: 'Empresa: Loja Azul',
    result: 'Texto',
    result_bin: null,
    payment_id: '123456789',
    user_id: 1,
    system_context: '',
    max_tokens: 2048,
    payment_status: 'approved',
    payment_amount: 1234.5,
    ...fields,
  };
}

function historyOf(items: DbHistoryItem[]) {
  db.history = db.history.filter((entry) => entry.user_id !== 1).concat(items);
}

const fact = (receipt: HTMLElement, term: string) => within(receipt).getByText(term, { selector: 'dt' }).nextElementSibling;

afterEach(() => vi.restoreAllMocks());

describe('receipts of paid orders', () => {
  it('offers "Recibo" on paid rows only and opens the receipt with the company, the payment and a print button', async () => {
    overrideEnv({ company: { legalName: 'IAgência Tecnologia Ltda.', cnpj: '11222333000181', email: 'contato@iagencia.com.br', address: '' } });
    historyOf([
      order({}),
      order({ id: 9101, service_name: 'E-mail Marketing', payment_id: '222', payment_status: 'pending' }),
      order({ id: 9102, service_name: 'Redação para Blog', payment_id: null, payment_status: 'active', payment_amount: 0 }),
    ]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user, router } = await renderApp('/client', { userId: 1 });
    const table = await screen.findByRole('table');
    // One paid order with a payment id: one receipt (a pending payment and a plan run have none).
    expect(within(table).getAllByRole('link', { name: /^Recibo/ })).toHaveLength(1);
    const link = within(table).getByRole('link', { name: `Recibo do pagamento de Copy de Landing Page, ${formatDateTime(CREATED_AT, 'pt-BR')}` });
    expect(link).toHaveAttribute('href', '/client/receipt/123456789');

    await user.click(link);
    const receipt = await screen.findByRole('article', { name: 'Recibo de pagamento' });
    expect(currentUrl(router)).toBe('/client/receipt/123456789');
    expect(fact(receipt, 'Razão social')).toHaveTextContent('IAgência Tecnologia Ltda.');
    expect(fact(receipt, 'CNPJ')).toHaveTextContent('11.222.333/0001-81');
    expect(fact(receipt, 'E-mail')).toHaveTextContent('contato@iagencia.com.br');
    expect(within(receipt).queryByText('Endereço')).not.toBeInTheDocument();
    expect(fact(receipt, 'Cliente')).toHaveTextContent('demo@iagencia.com.br');
    expect(fact(receipt, 'Código do pagamento')).toHaveTextContent('123456789');
    expect(fact(receipt, 'Data')).toHaveTextContent(formatDateTime(CREATED_AT, 'pt-BR'));
    expect(fact(receipt, 'Serviço')).toHaveTextContent('Copy de Landing Page');
    expect(fact(receipt, 'Valor')?.textContent?.replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(fact(receipt, 'Situação')).toHaveTextContent('Pago — pagamento aprovado pelo Mercado Pago');
    expect(receipt).toHaveTextContent('Ele não substitui a nota fiscal.');

    await user.click(screen.getByRole('button', { name: 'Imprimir / salvar PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Voltar para a Área do Cliente' })).toHaveAttribute('href', '/client');
  });

  it('speaks English: labels, US date and amount, the status in words; the brand stands alone without a legal name', async () => {
    overrideEnv({ company: { legalName: '', cnpj: '', email: '', address: '' } });
    historyOf([order({})]);
    await renderApp('/client/receipt/123456789', { userId: 1, language: 'en-US' });
    const receipt = await screen.findByRole('article', { name: 'Payment receipt' });
    expect(fact(receipt, 'Legal name')).toHaveTextContent('IAgência');
    expect(within(receipt).queryByText(/CNPJ/)).not.toBeInTheDocument();
    expect(fact(receipt, 'Payment ID')).toHaveTextContent('123456789');
    expect(fact(receipt, 'Date')).toHaveTextContent(formatDateTime(CREATED_AT, 'en-US'));
    expect(fact(receipt, 'Amount')).toHaveTextContent('R$1,234.50');
    expect(fact(receipt, 'Status')).toHaveTextContent('Paid — payment approved by Mercado Pago');
    expect(screen.getByRole('button', { name: 'Print / save as PDF' })).toBeInTheDocument();
  });

  it.each([
    ['not a payment id', '/client/receipt/abc%3Cscript%3E'],
    ['too long', `/client/receipt/${'9'.repeat(21)}`],
    ['not one of this customer’s payments', '/client/receipt/5002999'],
  ])('shows the unknown-payment notice for an id that is %s', async (_, url) => {
    historyOf([order({})]);
    await renderApp(url, { userId: 1 });
    expect(await screen.findByText('Não encontramos esse pagamento')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recibo de pagamento' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('has no receipt for a payment not approved yet', async () => {
    historyOf([order({ payment_status: 'pending' })]);
    await renderApp('/client/receipt/123456789', { userId: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este pagamento ainda não foi aprovado (situação: Pendente).');
    expect(screen.queryByRole('button', { name: 'Imprimir / salvar PDF' })).not.toBeInTheDocument();
  });

  it('says when the history cannot be read', async () => {
    server.use(http.get(api('/ia/history/:userId'), () => HttpResponse.json({ detail: 'falhou' }, { status: 500 })));
    await renderApp('/client/receipt/123456789', { userId: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao buscar o histórico de serviços.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login, remembering the receipt', async () => {
    const { router } = await renderApp('/client/receipt/123456789');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/client/receipt/123456789' });
  });
});
