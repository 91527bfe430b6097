import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERATION_CLAIM_TTL_MS, HISTORY_POLL_INTERVAL_MS, POLL_MAX_BACKOFF_MS, POLL_MAX_DURATION_MS, POLL_NOT_FOUND_LIMIT } from '@/config/order-processing';
import { db, type DbHistoryItem } from '@/mocks/db';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { renderApp } from '../utils/render-app';
import { captureRequests } from './service-test-helpers';

/** The processing poll's limits and the single-generation guard (security issue). */
const PAYMENT_ID = '7001';
const URL_PROCESSING = `/agency?payment=processing&payment_id=${PAYMENT_ID}`;

function paidOrder(fields: Partial<DbHistoryItem> = {}): DbHistoryItem {
  const item: DbHistoryItem = {
    id: 7777,
    created_at: new Date().toISOString(),
    service_name: 'Descrição de Produto',
    service_type: 'text',
    prompt: 'Serviço: Descrição de Produto\nEmpresa: Café Serra Alta',
    result: null,
    result_bin: null,
    payment_id: PAYMENT_ID,
    user_id: 1,
    system_context: '',
    max_tokens: 2048,
    payment_status: 'approved',
    payment_amount: 50,
    ...fields,
  };
  db.history.push(item);
  return item;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets time pass in steps, so each poll's response is handled before the next one is due. */
async function pass(ms: number, step = HISTORY_POLL_INTERVAL_MS) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) await advance(Math.min(step, ms - elapsed));
}

let capture: ReturnType<typeof captureRequests>;
const polls = () => capture.to('GET', `/ia/history/payment/${PAYMENT_ID}`).length;
const triggers = () => capture.to('POST', /^\/ia\/(texto|imagem|audio)$/);
const stillConfirming = () => screen.queryByText(/^(Seu pedido está demorando mais que o normal|Não encontramos um pedido com este pagamento)$/);
/** The generation starts but takes its time: the record stays without a result. */
const slowGeneration = () => server.use(http.post(api('/ia/texto'), () => HttpResponse.json({ status: 'processing' }, { status: 202 })));

beforeEach(() => {
  capture = captureRequests();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  capture.stop();
  vi.useRealTimers();
});

describe('processing poll limits', () => {
  it('stops after the cap, says so with a link to the client area, and starts again on request', async () => {
    slowGeneration();
    paidOrder();
    const { user } = await renderApp(URL_PROCESSING, { userId: 1 });
    await screen.findByText('Pedido em processamento');
    await pass(POLL_MAX_DURATION_MS, 30_000);
    // The payment is approved and the order is still being generated: the notice says so, beside "Pagamento aprovado".
    const notice = (await screen.findByText('Seu pedido está demorando mais que o normal')).closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(screen.getByText('Pagamento aprovado')).toBeInTheDocument();
    expect(screen.queryByText(/Mercado Pago ainda não confirmou/)).not.toBeInTheDocument();
    expect(within(notice as HTMLElement).getByRole('link', { name: 'Ir para a Área do Cliente' })).toHaveAttribute('href', '/client');
    const stopped = polls();
    await pass(HISTORY_POLL_INTERVAL_MS * 5);
    expect(polls()).toBe(stopped);

    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Verificar de novo' }));
    await waitFor(() => expect(polls()).toBe(stopped + 1));
    expect(stillConfirming()).not.toBeInTheDocument();
    await advance(HISTORY_POLL_INTERVAL_MS);
    expect(polls()).toBe(stopped + 2);
  }, 60_000);

  it(`stops after ${POLL_NOT_FOUND_LIMIT} answers in a row that the order does not exist`, async () => {
    await renderApp(URL_PROCESSING, { userId: 1 });
    await waitFor(() => expect(polls()).toBe(1));
    expect(stillConfirming()).not.toBeInTheDocument();
    await pass(HISTORY_POLL_INTERVAL_MS * (POLL_NOT_FOUND_LIMIT - 1));
    expect(polls()).toBe(POLL_NOT_FOUND_LIMIT);
    // No record of an order: nothing is said of the payment (never "Pagamento aprovado"), and no order is claimed.
    expect(await screen.findByText('Não encontramos um pedido com este pagamento')).toBeInTheDocument();
    expect(screen.queryByText('Confirmando o pagamento com o Mercado Pago...')).not.toBeInTheDocument();
    expect(screen.queryByText('Pagamento aprovado')).not.toBeInTheDocument();
    expect(screen.queryByText('Pedido em processamento')).not.toBeInTheDocument();
    await pass(HISTORY_POLL_INTERVAL_MS * 4);
    expect(polls()).toBe(POLL_NOT_FOUND_LIMIT);
  });

  it('backs off on server errors, doubling the wait up to the maximum', async () => {
    server.use(http.get(api('/ia/history/payment/:id'), () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    await renderApp(URL_PROCESSING, { userId: 1 });
    await waitFor(() => expect(polls()).toBe(1));
    const waits = [6_000, 12_000, 24_000, POLL_MAX_BACKOFF_MS, POLL_MAX_BACKOFF_MS];
    // Each wait is measured from one poll to the next, in quarter-second steps.
    for (const wait of waits) {
      const before = polls();
      let elapsed = 0;
      while (polls() === before && elapsed < 60_000) {
        await advance(250);
        elapsed += 250;
      }
      expect(elapsed).toBeGreaterThanOrEqual(wait - 250);
      expect(elapsed).toBeLessThanOrEqual(wait + 1_000);
    }
    expect(screen.getByText(/Erro ao buscar histórico do serviço/)).toBeInTheDocument();
  }, 60_000);

  it('pauses while the tab is hidden and checks at once when it shows again', async () => {
    slowGeneration();
    paidOrder();
    await renderApp(URL_PROCESSING, { userId: 1 });
    await waitFor(() => expect(polls()).toBeGreaterThan(0));
    await advance(100);
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.dispatchEvent(new Event('visibilitychange'));
    const hidden = polls();
    await pass(HISTORY_POLL_INTERVAL_MS * 10);
    expect(polls()).toBe(hidden);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(polls()).toBe(hidden + 1));
  });

  it('sends no request after the screen is gone', async () => {
    slowGeneration();
    paidOrder();
    const { unmount } = await renderApp(URL_PROCESSING, { userId: 1 });
    await waitFor(() => expect(polls()).toBeGreaterThan(0));
    await advance(HISTORY_POLL_INTERVAL_MS);
    unmount();
    const before = capture.requests.length;
    await pass(POLL_MAX_DURATION_MS, 60_000);
    expect(capture.requests.length).toBe(before);
  });
});

describe('single generation', () => {
  const claim = (at: number) => localStorage.setItem('generationClaims', JSON.stringify({ [PAYMENT_ID]: { at, tab: 'another-tab' } }));

  it('leaves the generation to another tab that claimed it moments ago, and only polls', async () => {
    slowGeneration();
    paidOrder();
    claim(Date.now() - 5_000);
    await renderApp(URL_PROCESSING, { userId: 1 });
    await screen.findByText('Pedido em processamento');
    await pass(HISTORY_POLL_INTERVAL_MS * 3);
    expect(polls()).toBeGreaterThanOrEqual(3);
    expect(triggers()).toHaveLength(0);
  });

  it('takes over a claim older than the claim lifetime', async () => {
    slowGeneration();
    paidOrder();
    claim(Date.now() - GENERATION_CLAIM_TTL_MS - 60_000);
    await renderApp(URL_PROCESSING, { userId: 1 });
    await waitFor(() => expect(triggers()).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('generationClaims') ?? '{}')[PAYMENT_ID].tab).not.toBe('another-tab');
    expect(JSON.parse(sessionStorage.getItem('generationClaims') ?? '{}')[PAYMENT_ID]).toBeDefined();
  });

  it('starts the generation exactly once when storage throws', async () => {
    slowGeneration();
    paidOrder();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await renderApp(URL_PROCESSING, { userId: 1 });
    await waitFor(() => expect(triggers()).toHaveLength(1));
    await pass(HISTORY_POLL_INTERVAL_MS * 5);
    expect(polls()).toBeGreaterThanOrEqual(5);
    expect(triggers()).toHaveLength(1);
  });
});
