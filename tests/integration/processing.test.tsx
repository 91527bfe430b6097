import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_POLL_INTERVAL_MS } from '@/config/order-processing';
import { db, type DbHistoryItem } from '@/mocks/db';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { TINY_PNG_BASE64 } from '@/mocks/fixtures/media';
import { DEMO_AUDIO_MP3_BASE64 } from '@/mocks/fixtures/demo-audio';
import { fileSaver } from '@/domain/orders';
import { renderApp } from '../utils/render-app';
import { captureRequests } from './service-test-helpers';

const PAYMENT_ID = '9001';
const URL_PROCESSING = `/agency?payment=processing&payment_id=${PAYMENT_ID}&collection_status=approved`;

function paidOrder(fields: Partial<DbHistoryItem> = {}): DbHistoryItem {
  const item: DbHistoryItem = {
    id: 5555,
    created_at: new Date().toISOString(),
    service_name: 'Descrição de Produto',
    service_type: 'text',
    prompt: 'Serviço: Descrição de Produto\nEmpresa: Café Serra Alta\nProduto ou serviço: Café especial\nIdioma da resposta: português do Brasil',
    result: null,
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

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let capture: ReturnType<typeof captureRequests>;
const polls = () => capture.to('GET', `/ia/history/payment/${PAYMENT_ID}`).length;
const triggers = () => capture.to('POST', /^\/ia\/(texto|imagem|audio)$/);

beforeEach(() => {
  capture = captureRequests();
});
afterEach(() => {
  capture.stop();
  vi.useRealTimers();
});

describe('processing after a payment', () => {
  it('polls every 3 s, triggers the generation exactly once (also across a reload) and stops at the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The generation starts but takes its time: the record stays without a result.
    server.use(http.post(api('/ia/texto'), () => HttpResponse.json({ status: 'processing' }, { status: 202 })));
    const order = paidOrder();
    const first = await renderApp(URL_PROCESSING, { userId: 1 });
    expect(await screen.findByText('Pedido em processamento')).toBeInTheDocument();
    expect(screen.getByText('Pagamento aprovado')).toBeInTheDocument();
    expect(screen.getByText('Pedido em processamento').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(triggers()).toHaveLength(1));
    expect(triggers()[0]?.body).toEqual({ prompt: order.prompt, payment_id: PAYMENT_ID, user_id: 1, system_context: 'Você é um redator.', max_tokens: 2048 });
    expect(JSON.parse(localStorage.getItem('generationTriggered') ?? '[]')).toEqual([PAYMENT_ID]);

    await advance(100);
    const settled = polls();
    await advance(HISTORY_POLL_INTERVAL_MS - 200);
    expect(polls()).toBe(settled);
    await advance(200);
    expect(polls()).toBe(settled + 1);
    await advance(HISTORY_POLL_INTERVAL_MS);
    expect(polls()).toBe(settled + 2);

    first.unmount();
    await advance(HISTORY_POLL_INTERVAL_MS * 3);
    expect(polls()).toBe(settled + 2);

    // Reload: polling starts again, the generation is not triggered again.
    await renderApp(URL_PROCESSING, { userId: 1 });
    await waitFor(() => expect(polls()).toBe(settled + 3));
    await advance(HISTORY_POLL_INTERVAL_MS);
    expect(triggers()).toHaveLength(1);

    order.result = 'Café especial da Serra Alta, torra média.';
    await advance(HISTORY_POLL_INTERVAL_MS);
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
    expect(screen.getByText('Café especial da Serra Alta, torra média.')).toBeInTheDocument();
    const done = polls();
    await advance(HISTORY_POLL_INTERVAL_MS * 4);
    expect(polls()).toBe(done);
    expect(triggers()).toHaveLength(1);
    expect(sessionStorage.getItem('serviceWizardState')).toBeNull();
  });

  it('backs off on failing polls, shows the history error and keeps the payment id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    server.use(http.get(api('/ia/history/payment/:id'), ({ params }) => (failing ? HttpResponse.json({ detail: 'x' }, { status: 500 }) : HttpResponse.json({ ...db.history.find((h) => h.payment_id === params.id) }))));
    paidOrder({ result: 'Texto pronto.' });
    await renderApp(URL_PROCESSING, { userId: 1 });
    expect(await screen.findByText(/Erro ao buscar histórico do serviço/)).toBeInTheDocument();
    expect(screen.getByText(`Pagamento nº ${PAYMENT_ID}`)).toBeInTheDocument();
    expect(polls()).toBe(1);
    await advance(HISTORY_POLL_INTERVAL_MS);
    expect(polls()).toBe(1);
    await advance(HISTORY_POLL_INTERVAL_MS);
    expect(polls()).toBe(2);
    await advance(HISTORY_POLL_INTERVAL_MS * 3);
    expect(polls()).toBe(2);
    failing = false;
    await advance(HISTORY_POLL_INTERVAL_MS);
    expect(polls()).toBe(3);
    expect(await screen.findByText('Texto pronto.')).toBeInTheDocument();
    expect(screen.queryByText(/Erro ao buscar histórico do serviço/)).not.toBeInTheDocument();
  });

  it('pauses when the tab stays hidden and resumes when it is visible again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post(api('/ia/texto'), () => HttpResponse.json({ status: 'processing' }, { status: 202 })));
    paidOrder();
    await renderApp(URL_PROCESSING, { userId: 1 });
    await screen.findByText('Pedido em processamento');
    await waitFor(() => expect(polls()).toBeGreaterThan(0));
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(60_000);
    const paused = polls();
    await advance(HISTORY_POLL_INTERVAL_MS * 10);
    expect(polls()).toBe(paused);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(polls()).toBe(paused + 1));
  });

  it('waits politely while the payment is not recorded yet', async () => {
    await renderApp(URL_PROCESSING, { userId: 1 });
    expect(await screen.findByText('Confirmando o pagamento com o Mercado Pago...')).toBeInTheDocument();
    await waitFor(() => expect(polls()).toBe(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing is known of the payment before its order is found: no "approved" beside "confirming".
    expect(screen.queryByText('Pagamento aprovado')).not.toBeInTheDocument();
  });

  it('shows a generated text with copy and a .txt download', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    paidOrder();
    const { user } = await renderApp(URL_PROCESSING, { userId: 1 });
    expect(await screen.findByText('Seu conteúdo está pronto')).toBeInTheDocument();
    const text = db.history.find((h) => h.id === 5555)?.result ?? '';
    expect(text).toContain('Café Serra Alta');
    expect(screen.getByText((_, element) => element?.className === 'wizard-result-text' && element.textContent === text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Baixar texto (.txt)' }));
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('servico_5555.txt');
    expect(await readBlob(blob as Blob)).toBe(text);
    await user.click(screen.getByRole('button', { name: 'Copiar texto' }));
    expect(await navigator.clipboard.readText()).toBe(text);
    expect(screen.getByText('Texto copiado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meu histórico' })).toHaveAttribute('href', '/client-area');
  });

  it('shows a generated image with a .png download', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    paidOrder({ service_type: 'image', service_name: 'Post com imagem + copy' });
    const { user } = await renderApp(URL_PROCESSING, { userId: 1 });
    const image = await screen.findByRole('img', { name: 'Imagem gerada para Post com imagem + copy' });
    expect(image).toHaveAttribute('src', `data:image/png;base64,${TINY_PNG_BASE64}`);
    await user.click(screen.getByRole('button', { name: 'Baixar imagem' }));
    expect(save.mock.calls[0]?.[1]).toBe('servico_5555.png');
    expect((save.mock.calls[0]?.[0] as Blob).type).toBe('image/png');
    expect(triggers().map((r) => r.url.pathname)).toEqual(['/ia/imagem']);
  });

  it('shows an image given as a URL', async () => {
    paidOrder({ service_type: 'image', result: 'https://cdn.example.com/arte.png' });
    await renderApp(URL_PROCESSING, { userId: 1 });
    expect(await screen.findByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/arte.png');
    expect(screen.getByRole('link', { name: 'Baixar imagem' })).toHaveAttribute('download', 'servico_5555.png');
  });

  it('plays a generated audio with an .mp3 download and its transcript', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    paidOrder({ service_type: 'audio', service_name: 'Narração com voz de IA', prompt: 'Serviço: Narração com voz de IA\nTexto para narrar: Bem-vindo à Serra Alta!\nVoz: Nova' });
    const { user } = await renderApp(URL_PROCESSING, { userId: 1 });
    await screen.findByText('Pedido concluído');
    const audio = document.querySelector('audio');
    expect(audio).toHaveAttribute('src', `data:audio/mpeg;base64,${DEMO_AUDIO_MP3_BASE64.pt}`);
    expect(screen.getByText('Bem-vindo à Serra Alta!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Baixar áudio' }));
    expect(save.mock.calls[0]?.[1]).toBe('servico_5555.mp3');
    expect((save.mock.calls[0]?.[0] as Blob).type).toBe('audio/mpeg');
  });

  it('says "Tipo de serviço não suportado" and triggers nothing for other types', async () => {
    paidOrder({ service_type: 'video', service_name: 'Reels com IA' });
    await renderApp(URL_PROCESSING, { userId: 1 });
    expect(await screen.findByText('Tipo de serviço não suportado')).toBeInTheDocument();
    expect(triggers()).toHaveLength(0);
  });

  it('shows "Erro ao executar serviço:" when the generation fails and lets the customer try again', async () => {
    let fail = true;
    server.use(http.post(api('/ia/texto'), () => (fail ? HttpResponse.json({ detail: 'Modelo sobrecarregado' }, { status: 503 }) : undefined)));
    paidOrder();
    const { user } = await renderApp(URL_PROCESSING, { userId: 1 });
    expect(await screen.findByText('Erro ao executar serviço: Modelo sobrecarregado')).toBeInTheDocument();
    expect(localStorage.getItem('generationTriggered')).toBe('[]');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
    expect(triggers()).toHaveLength(2);
  });

  it('shows a rejected payment and triggers nothing', async () => {
    paidOrder({ payment_status: 'rejected' });
    await renderApp(URL_PROCESSING, { userId: 1 });
    expect(await screen.findByText('Pagamento recusado')).toBeInTheDocument();
    expect(screen.getByText(/nada foi cobrado/)).toBeInTheDocument();
    expect(triggers()).toHaveLength(0);
  });

  it('waits for a pending payment without triggering', async () => {
    paidOrder({ payment_status: 'pending' });
    await renderApp(URL_PROCESSING, { userId: 1 });
    expect(await screen.findByText('Pagamento em processamento')).toBeInTheDocument();
    await waitFor(() => expect(polls()).toBe(1));
    expect(triggers()).toHaveLength(0);
  });

  it('speaks English too', async () => {
    paidOrder();
    await renderApp(URL_PROCESSING, { userId: 1, language: 'en-US' });
    expect(await screen.findByText('Order completed')).toBeInTheDocument();
    expect(screen.getByText('Payment approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download text (.txt)' })).toBeInTheDocument();
  });
});
