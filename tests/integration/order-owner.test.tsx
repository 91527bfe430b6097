import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_POLL_INTERVAL_MS } from '@/config/order-processing';
import { db, type DbHistoryItem } from '@/mocks/db';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { currentUrl, renderApp } from '../utils/render-app';
import { captureRequests } from './service-test-helpers';

/** docs/product/services.md#whose-order: an order's result is shown to its logged-in owner only. */
const PAYMENT_ID = '9301';
const PROCESSING = `/agency?payment=processing&payment_id=${PAYMENT_ID}&preference_id=pref-9301`;
const RESULT = 'Texto secreto do pedido da Ana: lançamento do Café Serra Alta.';
const PROMPT = 'Serviço: Descrição de Produto\nEmpresa: Café Serra Alta\nIdioma da resposta: português do Brasil';

function order(fields: Partial<DbHistoryItem> = {}): DbHistoryItem {
  const item: DbHistoryItem = {
    id: 9301,
    created_at: new Date().toISOString(),
    service_name: 'Descrição de Produto',
    service_type: 'text',
    prompt: PROMPT,
    result: RESULT,
    result_bin: null,
    payment_id: PAYMENT_ID,
    user_id: 1,
    system_context: 'Você é um redator.',
    max_tokens: 2048,
    payment_status: 'approved',
    payment_amount: 50,
    ...fields,
  };
  db.history.push(item);
  return item;
}

let capture: ReturnType<typeof captureRequests>;
const lookups = () => capture.to('GET', `/ia/history/payment/${PAYMENT_ID}`);
const triggers = () => capture.to('POST', /^\/ia\/(texto|imagem|audio)$/);

beforeEach(() => {
  capture = captureRequests();
});
afterEach(() => {
  capture.stop();
  vi.useRealTimers();
});

describe('an order’s processing view', () => {
  it('sends a visitor without a session to log in, asks nothing of the API, and comes back to the same address', async () => {
    order();
    const { router, user } = await renderApp(PROCESSING);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: PROCESSING });
    expect(await screen.findByText('Entre para ver o seu pedido. O resultado só aparece para a conta que pagou por ele.')).toBeInTheDocument();
    expect(lookups()).toHaveLength(0);
    expect(document.body).not.toHaveTextContent(RESULT);

    await user.type(screen.getByLabelText(/^E-mail/), 'demo@iagencia.com.br');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentUrl(router)).toBe(PROCESSING));
    expect(await screen.findByText(RESULT)).toBeInTheDocument();
    expect(lookups()[0]?.headers.get('Authorization')).toMatch(/^Bearer \S+/);
  });

  it('shows the owner their result, asking with their token', async () => {
    order();
    await renderApp(PROCESSING, { userId: 1 });
    expect(await screen.findByText(RESULT)).toBeInTheDocument();
    expect(screen.getByText('Pedido concluído', { selector: 'li' })).toBeInTheDocument();
    expect(lookups().every((request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? ''))).toBe(true);
  });

  it('refuses another account’s order: no result, no prompt, no status, no generation, no more polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Paid and not generated yet: the owner's view would start the generation.
    order({ result: null });
    await renderApp(PROCESSING, { userId: 2 });
    expect(await screen.findByRole('heading', { name: 'Este pedido não está na sua conta' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('O resultado de um pedido só aparece para a conta que pagou por ele.');
    expect(alert).toHaveTextContent('Você está conectado como pro@iagencia.com.br.');
    expect(screen.getByRole('link', { name: 'Ver meus pedidos' })).toHaveAttribute('href', '/client-area');
    expect(document.body).not.toHaveTextContent('Café Serra Alta');
    expect(document.body).not.toHaveTextContent('Pagamento aprovado');
    await act(() => vi.advanceTimersByTimeAsync(HISTORY_POLL_INTERVAL_MS * 4));
    expect(lookups()).toHaveLength(1);
    expect(triggers()).toHaveLength(0);
    expect(localStorage.getItem('generationTriggered')).toBeNull();
  });

  it('“Fazer um pedido” opens the order form in its place', async () => {
    order();
    const { router, user } = await renderApp(PROCESSING, { userId: 2 });
    await user.click(await screen.findByRole('button', { name: 'Fazer um pedido' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('tab', { name: /Texto/ })).toBeInTheDocument();
  });

  it('refuses a record that names no account', async () => {
    order({ user_id: null as unknown as number });
    await renderApp(PROCESSING, { userId: 1 });
    expect(await screen.findByRole('heading', { name: 'Este pedido não está na sua conta' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(RESULT);
  });

  it('says it in English', async () => {
    order();
    await renderApp(PROCESSING, { userId: 2, language: 'en-US' });
    expect(await screen.findByRole('heading', { name: "This order isn't on your account" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("An order's result is shown only to the account that paid for it.");
    expect(screen.getByRole('link', { name: 'See my orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order a service' })).toBeInTheDocument();
  });

  it('with the profile unreadable, shows nothing of the order and offers to try again', async () => {
    order();
    server.use(http.get(api('/me'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await renderApp(PROCESSING, { userId: 1 });
    const section = await screen.findByRole('region', { name: 'Peça seu conteúdo feito por IA' });
    expect(await within(section).findByText(/Não conseguimos confirmar a sua conta agora\./)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(lookups()).toHaveLength(0);
    expect(document.body).not.toHaveTextContent(RESULT);
  });

  it('with the lookup failing, says so and keeps the page', async () => {
    order();
    server.use(http.get(api('/ia/history/payment/:id'), () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    await renderApp(PROCESSING, { userId: 1 });
    expect(await screen.findByText(/Erro ao buscar histórico do serviço\./)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(RESULT);
  });
});
