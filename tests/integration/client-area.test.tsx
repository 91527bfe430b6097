import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type DbHistoryItem } from '@/mocks/db';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { TINY_PNG_BASE64 } from '@/mocks/fixtures/media';
import { fileSaver } from '@/domain/orders';
import { formatDateTime } from '@/lib/format/format';
import { savePreview } from '@/lib/storage/history-preview';
import { persistent } from '@/lib/storage/storage';
import { issueToken } from '@/mocks/handlers/utils';
import type { PlanId } from '@/config/plans';
import { base64Of, recordObjectUrls, textOf } from '../utils/object-urls';
import { currentUrl, renderApp } from '../utils/render-app';
import './service-test-helpers';

const MP3 = 'SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjU4LjI5LjEwMAAAAAAAAAAAAAAA';
let nextId = 3000;

function item(fields: Partial<DbHistoryItem> = {}): DbHistoryItem {
  nextId += 1;
  return {
    id: nextId,
    created_at: new Date().toISOString(),
    service_name: 'E-mail Marketing',
    service_type: 'text',
    prompt: 'Serviço: E-mail Marketing\nEmpresa: Studio Leve\nObjetivo: Reativar alunas',
    result: 'Assunto: Sentimos sua falta!',
    result_bin: null,
    payment_id: String(nextId),
    user_id: 1,
    system_context: '',
    max_tokens: 2048,
    payment_status: 'approved',
    payment_amount: 50,
    ...fields,
  };
}

/** Replaces user 1's history. */
function historyOf(items: DbHistoryItem[]) {
  db.history = db.history.filter((entry) => entry.user_id !== 1).concat(items);
}

function subscribe(plan: PlanId | null, isActive = true) {
  db.subscriptions = db.subscriptions.filter((s) => s.user_id !== 1);
  if (plan) db.subscriptions.push({ user_id: 1, plan, is_active: isActive, started_at: new Date().toISOString(), trial_ends_at: null });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  nextId = 3000;
});
afterEach(() => vi.restoreAllMocks());

describe('client area', () => {
  it.each(['/client-area', '/client'])('sends an anonymous visitor from %s to /login and remembers where they were going', async (path) => {
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: path });
  });

  it('shows "Carregando..." while the data loads', async () => {
    server.use(http.get(api('/ia/history/:userId'), async () => {
      await delay(200);
      return HttpResponse.json([]);
    }));
    await renderApp('/client-area', { userId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Área do Cliente' })).toBeInTheDocument();
    // The session checked, the page's own data on its way.
    expect(await screen.findByText('Carregando...', { selector: '[role="status"] *' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum serviço utilizado ainda.')).toBeInTheDocument();
  });

  it('shows the error in red with a link to log in again when the data fails', async () => {
    server.use(http.get(api('/ia/history/:userId'), () => HttpResponse.json({ detail: 'falhou' }, { status: 500 })));
    await renderApp('/client-area', { userId: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar dados do cliente. Faça login novamente.');
    expect(alert).toHaveClass('client-error');
    expect(within(alert).getByRole('link', { name: 'Fazer login novamente' })).toHaveAttribute('href', '/login');
  });

  it('shows email, Free, Inativo (with what they mean) and the month’s count as people write it, without a progress bar, for a customer with no plan', async () => {
    subscribe(null);
    historyOf([item(), item(), item({ created_at: '2020-01-01T10:00:00Z' })]);
    await renderApp('/client-area', { userId: 1 });
    const card = await screen.findByRole('region', { name: 'Seus dados' });
    expect(within(card).getByText('demo@iagencia.com.br')).toBeInTheDocument();
    expect(within(card).getByText('Free')).toBeInTheDocument();
    expect(within(card).getByText('Inativo')).toBeInTheDocument();
    expect(within(card).getByText('2 serviços este mês · ilimitado')).toBeInTheDocument();
    expect(within(card).getByText('Sem plano: cada serviço é pago quando você pede, pelo Mercado Pago.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    ['start', 1, '1 de 2 serviços este mês', 50],
    ['start', 3, '3 de 2 serviços este mês', 100],
    ['pro', 1, '1 de 4 serviços este mês', 25],
    ['creator', 2, '2 de 8 serviços este mês', 25],
    ['corporate', 5, '5 de 20 serviços este mês', 25],
    ['combo', 2, '2 de 4 serviços este mês + 1 bot incluído', 50],
  ] as const)('shows the %s plan with %i services used as "%s" and a progress bar at %i', async (plan, used, text, percent) => {
    subscribe(plan);
    historyOf(Array.from({ length: used }, () => item()));
    await renderApp('/client-area', { userId: 1 });
    const card = await screen.findByRole('region', { name: 'Seus dados' });
    expect(within(card).getByText(plan.toUpperCase())).toBeInTheDocument();
    expect(within(card).getByText('Ativo')).toBeInTheDocument();
    expect(within(card).getByText(text)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Uso do plano neste mês' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('shows "Bot ativo" and no progress bar for a bot plan, named in words (never WHATSAPP_BOT)', async () => {
    subscribe('whatsapp_bot');
    await renderApp('/client-area', { userId: 1 });
    const card = await screen.findByRole('region', { name: 'Seus dados' });
    expect(within(card).getByText('Bot de vendas para WhatsApp')).toBeInTheDocument();
    expect(screen.queryByText(/WHATSAPP_BOT|whatsapp_bot/)).not.toBeInTheDocument();
    expect(within(card).getByText('Bot ativo')).toBeInTheDocument();
    expect(within(card).getByText('Ativo')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows Inativo for a plan that is not active', async () => {
    server.use(http.get(api('/subscription'), () => HttpResponse.json({ plan: 'pro', is_active: false })));
    await renderApp('/client-area', { userId: 1 });
    const card = await screen.findByRole('region', { name: 'Seus dados' });
    expect(within(card).getByText('PRO')).toBeInTheDocument();
    // Said to be a monthly subscription: never read as the one-off "Pacote avulso Pro".
    expect(within(card).getByText('PRO').closest('dd')).toHaveTextContent(/^PRO · assinatura mensal$/);
    expect(within(card).getByText('Inativo')).toBeInTheDocument();
    expect(within(card).getByText('Plano inativo: por enquanto, cada serviço é pago quando você pede.')).toBeInTheDocument();
  });

  it('lists the history with the six columns, pt-BR dates and R$ amounts', async () => {
    const created = '2025-03-09T18:45:00.000Z';
    historyOf([item({ created_at: created, service_name: 'Copy de Landing Page', payment_amount: 50 })]);
    await renderApp('/client-area', { userId: 1 });
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Histórico de Serviços' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Data', 'Serviço', 'Resultado', 'Status do Pagamento', 'Valor (R$)', 'Reutilizar']);
    const cells = within(rows()[0]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(formatDateTime(created, 'pt-BR'));
    expect(cells[1]).toHaveTextContent('Copy de Landing Page');
    expect(cells[4]?.textContent?.replace(/\s/g, ' ')).toBe('R$ 50,00');
  });

  it('formats dates the US way in English', async () => {
    const created = '2025-03-09T18:45:00.000Z';
    historyOf([item({ created_at: created })]);
    await renderApp('/client-area', { userId: 1, language: 'en-US' });
    await screen.findByRole('heading', { name: 'Service History' });
    expect(within(rows()[0]!).getAllByRole('cell')[0]).toHaveTextContent(formatDateTime(created, 'en-US'));
    expect(formatDateTime(created, 'en-US')).not.toBe(formatDateTime(created, 'pt-BR'));
  });

  it('shows every kind of result cell', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const urls = recordObjectUrls();
    historyOf([
      item({ service_type: 'image', service_name: 'Logotipo simples', result: null, result_bin: TINY_PNG_BASE64, created_at: '2025-03-08T10:00:00Z' }),
      item({ service_type: 'image', service_name: 'Thumbnail de YouTube', result: 'https://cdn.example.com/thumb.png', created_at: '2025-03-07T10:00:00Z' }),
      item({ service_type: 'image', service_name: 'Carrossel de Instagram', result: null, created_at: '2025-03-06T10:00:00Z' }),
      item({ service_type: 'audio', service_name: 'Narração com voz de IA', result: null, result_bin: MP3, created_at: '2025-03-05T10:00:00Z' }),
      item({ service_type: 'audio', service_name: 'Vinheta de podcast', result: 'https://cdn.example.com/vinheta.mp3', created_at: '2025-03-04T10:00:00Z' }),
      item({ service_type: 'text', service_name: 'Redação para Blog', result: 'Um artigo completo.', created_at: '2025-03-03T10:00:00Z' }),
      item({ service_type: 'other', service_name: 'Consultoria', result: 'Plano de ação', created_at: '2025-03-02T10:00:00Z' }),
      item({ service_type: '', service_name: 'Pedido antigo', result: 'x'.repeat(120), created_at: '2025-03-01T10:00:00Z' }),
    ]);
    const { user } = await renderApp('/client-area', { userId: 1 });
    await screen.findByRole('table');
    const cell = (index: number) => within(within(rows()[index]!).getAllByRole('cell')[2]!);
    const [imageBin, imageUrl, imageNone, audioBin, audioUrl, text, other, fallback] = [0, 1, 2, 3, 4, 5, 6, 7].map(cell);

    expect(imageBin!.getByRole('button', { name: 'Ver imagem' })).toBeInTheDocument();
    await user.click(imageBin!.getByRole('button', { name: 'Baixar imagem' }));
    await waitFor(() => expect(save.mock.calls[0]?.[1]).toBe('servico_3001.png'));
    expect((save.mock.calls[0]?.[0] as Blob).type).toBe('image/png');
    expect(await base64Of(save.mock.calls[0]?.[0] as Blob)).toBe(TINY_PNG_BASE64);

    const view = imageUrl!.getByRole('link', { name: /Ver imagem/ });
    expect(view).toHaveAttribute('href', 'https://cdn.example.com/thumb.png');
    expect(view).toHaveAttribute('target', '_blank');
    expect(imageUrl!.getByRole('link', { name: 'Baixar imagem' })).toHaveAttribute('download', 'servico_3002.png');

    expect(imageNone!.getByText('Sem resultado')).toBeInTheDocument();

    // The player's clip comes out of the history store as the page shows it.
    await waitFor(() => expect(rows()[3]!.querySelector('audio')?.getAttribute('src')).toMatch(/^blob:/));
    const clip = urls.blobOf(rows()[3]!.querySelector('audio')?.getAttribute('src'));
    expect(clip?.type).toBe('audio/mpeg');
    expect(await base64Of(clip)).toBe(MP3);
    await user.click(audioBin!.getByRole('button', { name: 'Baixar áudio' }));
    await waitFor(() => expect(save.mock.calls[1]?.[1]).toBe('servico_3004.mp3'));

    expect(audioUrl!.getByRole('link', { name: 'Baixar áudio' })).toHaveAttribute('href', 'https://cdn.example.com/vinheta.mp3');

    await user.click(text!.getByRole('button', { name: 'Baixar texto' }));
    await waitFor(() => expect(save.mock.calls[2]?.[1]).toBe('servico_3006.txt'));
    expect(await textOf(save.mock.calls[2]?.[0] as Blob)).toBe('Um artigo completo.');

    await user.click(other!.getByRole('button', { name: 'Baixar resultado' }));
    await waitFor(() => expect(save.mock.calls[3]?.[1]).toBe('servico_3007.txt'));
    expect(await textOf(save.mock.calls[3]?.[0] as Blob)).toBe('Plano de ação');

    expect(fallback!.getByText(`${'x'.repeat(80)}…`)).toBeInTheDocument();
    await user.click(fallback!.getByRole('button', { name: 'Copiar texto' }));
    expect(await fallback!.findByText('Copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('x'.repeat(120));
  });

  it('maps every payment status to its colour, icon and word', async () => {
    const statuses = ['approved', 'pago', 'active', 'pending', 'pendente', 'cancelled', 'cancelado', 'rejected', 'inativo', null];
    historyOf(statuses.map((status, index) => item({ payment_status: status, created_at: new Date(2025, 0, 20 - index).toISOString() })));
    await renderApp('/client-area', { userId: 1 });
    await screen.findByRole('table');
    const badges = rows().map((row) => within(row).getAllByRole('cell')[3]!.querySelector('.badge')!);
    expect(badges.map((badge) => badge.textContent)).toEqual(['✓Aprovado', '✓Aprovado', '✓Aprovado', '⏱Pendente', '⏱Pendente', '✕Cancelado', '✕Cancelado', '✕Cancelado', '✕Cancelado', '✕Cancelado']);
    expect(badges.map((badge) => badge.className.replace('badge ', ''))).toEqual([
      'badge-success', 'badge-success', 'badge-success', 'badge-warning', 'badge-warning',
      'badge-danger', 'badge-danger', 'badge-danger', 'badge-danger', 'badge-danger',
    ]);
  });

  it('shows any other status in grey with its own text', async () => {
    historyOf([item({ payment_status: 'in_process' })]);
    await renderApp('/client-area', { userId: 1 });
    await screen.findByRole('table');
    const badge = within(rows()[0]!).getByText('in_process');
    expect(badge.closest('.badge')).toHaveClass('badge-neutral');
  });

  it('shows no pagination for 10 rows', async () => {
    historyOf(Array.from({ length: 10 }, (_, i) => item({ created_at: new Date(2025, 0, 30 - i).toISOString() })));
    await renderApp('/client-area', { userId: 1 });
    await screen.findByRole('table');
    expect(rows()).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Páginas do histórico' })).not.toBeInTheDocument();
  });

  it('pages 11 rows as 10 + 1', async () => {
    historyOf(Array.from({ length: 11 }, (_, i) => item({ service_name: `Serviço ${i + 1}`, created_at: new Date(2025, 0, 30 - i).toISOString() })));
    const { user } = await renderApp('/client-area', { userId: 1 });
    const pager = await screen.findByRole('navigation', { name: 'Páginas do histórico' });
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(rows()).toHaveLength(10);
    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Serviço 11');
    expect(within(pager).getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Anterior' }));
    expect(rows()[0]).toHaveTextContent('Serviço 1');
  });

  it('pages 25 rows into 3 pages, the last with 5', async () => {
    historyOf(Array.from({ length: 25 }, (_, i) => item({ created_at: new Date(2025, 0, 30, 23 - i).toISOString() })));
    const { user } = await renderApp('/client-area', { userId: 1 });
    const pager = await screen.findByRole('navigation', { name: 'Páginas do histórico' });
    expect(within(pager).getByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    expect(within(pager).getByText('Página 3 de 3')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
  });

  it('keeps the first page as drawn for the next visit’s shell: its rows and pages, for this session and account only, never page 2', async () => {
    historyOf(Array.from({ length: 11 }, (_, i) => item({ service_name: `Serviço ${i + 1}`, created_at: new Date(2025, 0, 30 - i).toISOString() })));
    const { user } = await renderApp('/client-area', { userId: 1 });
    const pager = await screen.findByRole('navigation', { name: 'Páginas do histórico' });
    const saved = () => JSON.parse(localStorage.getItem('historyPreview') ?? 'null') as { account: string; language: string; sections: Record<string, unknown> } | null;
    await waitFor(() => expect(saved()?.sections['client-history-title']).toBeDefined());
    const copy = JSON.stringify(saved()!.sections['client-history-title']);
    expect(saved()).toMatchObject({ account: '1', language: 'pt-BR' });
    expect(copy).toContain('Serviço 1"');
    expect(copy).toContain('Serviço 10"');
    expect(copy).not.toContain('Serviço 11"');
    expect(copy).toContain('Página 1 de 2');
    expect(localStorage.getItem('historyPreview')).not.toContain(localStorage.getItem('token')!);

    // Page 2 is the customer's to see now, not the next visit's first.
    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    expect(rows()[0]).toHaveTextContent('Serviço 11');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(JSON.stringify(saved()!.sections['client-history-title'])).toBe(copy);
  });

  it('keeps "no orders yet" as the first page once the history is empty, in place of an older page', async () => {
    historyOf([]);
    persistent.token.set(issueToken(db.users.find((user) => user.id === 1)!));
    localStorage.setItem('account', '1');
    const olderVisit = document.createElement('table');
    olderVisit.innerHTML = '<tbody><tr><td>Pedido de uma visita anterior</td></tr></tbody>';
    savePreview('client-history-title', [olderVisit], 'pt-BR');
    await renderApp('/client-area');
    expect(await screen.findByText('Nenhum serviço utilizado ainda.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('historyPreview')).toContain('Nenhum serviço utilizado ainda.'));
    expect(localStorage.getItem('historyPreview')).not.toContain('Pedido de uma visita anterior');
  });

  it('keeps the rows this browser drew last on screen, under "Carregando...", while the page’s data loads', async () => {
    historyOf([item({ service_name: 'Post para Instagram' })]);
    // A returning customer: their session, their account, and the first page their last visit drew.
    persistent.token.set(issueToken(db.users.find((user) => user.id === 1)!));
    localStorage.setItem('account', '1');
    const lastVisit = document.createElement('div');
    lastVisit.innerHTML = '<table class="table"><tbody><tr><td data-label="Serviço">Copy salva da última visita</td></tr></tbody></table>';
    savePreview('client-history-title', [lastVisit.firstElementChild!], 'pt-BR');
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/ia/history/:userId'), async () => {
        await answered;
        return HttpResponse.json(db.history.filter((entry) => entry.user_id === 1));
      }),
    );
    await renderApp('/client-area');
    expect(await screen.findByText('Carregando...', { selector: '[role="status"] *' })).toBeInTheDocument();
    const saved = screen.getByText('Copy salva da última visita');
    expect(saved.closest('[inert]')).not.toBeNull();
    answer();
    expect(await screen.findByText('Post para Instagram')).toBeInTheDocument();
    expect(screen.queryByText('Copy salva da última visita')).not.toBeInTheDocument();
  });

  it('opens the image in a real dialog: focus inside, Escape closes, focus returns', async () => {
    const urls = recordObjectUrls();
    historyOf([item({ service_type: 'image', service_name: 'Logotipo simples', result: null, result_bin: TINY_PNG_BASE64 })]);
    const { user } = await renderApp('/client-area', { userId: 1 });
    const open = await screen.findByRole('button', { name: 'Ver imagem' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Imagem de Logotipo simples' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    // Once the viewer is painted: the focus inside, the page behind inert and still.
    await waitFor(() => expect(close).toHaveFocus());
    expect(open.closest('[inert]')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    // Decoded only now, and shown from an object URL that goes when the viewer closes.
    const image = await within(dialog).findByRole('img');
    expect(await base64Of(urls.blobOf(image.getAttribute('src')))).toBe(TINY_PNG_BASE64);
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(open.closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(urls.blobOf(image.getAttribute('src'))).toBeUndefined();
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('reuses an order: serviceForm in sessionStorage, then /agency with the wizard pre-filled', async () => {
    historyOf([
      item({
        service_type: 'image',
        service_name: 'Post com imagem + copy',
        prompt: 'Empresa: Café Serra Alta. Estilo: fotografia aconchegante. Cores: marrom e creme. Texto: "Seu café, do jeito certo".',
        result_bin: TINY_PNG_BASE64,
        result: null,
      }),
    ]);
    const { user, router } = await renderApp('/client-area', { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Reutilizar o pedido de Post com imagem + copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency'));
    // The href stays /agency (docs/product/services.md#back-to-the-order-form); the requester is asked for in the router state, and takes the focus.
    expect(currentUrl(router)).toBe('/agency');
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.state).toMatchObject({ requester: true });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Peça seu conteúdo feito por IA' })).toHaveFocus());
    expect(await screen.findByText('Pedido anterior de Post com imagem + copy carregado. Revise os campos e continue.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue('Café Serra Alta');
    expect(screen.getByRole('textbox', { name: /^Estilo visual/ })).toHaveValue('fotografia aconchegante');
    expect(screen.getByRole('textbox', { name: /^Cores preferidas/ })).toHaveValue('marrom e creme');
    expect(screen.getByRole('textbox', { name: /^Texto da imagem/ })).toHaveValue('"Seu café, do jeito certo"');
    expect(screen.getByRole('button', { name: /Post com imagem \+ copy/, pressed: true })).toBeInTheDocument();
    // Consumed by an effect once the wizard has taken it.
    await waitFor(() => expect(sessionStorage.getItem('serviceForm')).toBeNull());
  });

  it('writes the previous prompt, service name and type to serviceForm', async () => {
    const order = item();
    historyOf([order]);
    server.use(http.get(api('/ia/services'), () => new Promise<Response>(() => {})));
    const { user } = await renderApp('/client-area', { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Reutilizar o pedido de E-mail Marketing' }));
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('serviceForm') ?? 'null')).toEqual({ prompt: order.prompt, service_name: 'E-mail Marketing', service_type: 'text' }));
  });

  it('answers the tap in its own frame: the button shows it is working, the requester opens once that frame is painted', async () => {
    historyOf([item()]);
    server.use(http.get(api('/ia/services'), () => new Promise<Response>(() => {})));
    const { router } = await renderApp('/client-area', { userId: 1 });
    const reuse = await screen.findByRole('button', { name: 'Reutilizar o pedido de E-mail Marketing' });
    fireEvent.click(reuse);
    expect(reuse).toHaveAttribute('aria-busy', 'true');
    expect(router.state.location.pathname).toBe('/client-area');
    expect(JSON.parse(sessionStorage.getItem('serviceForm') ?? 'null')).toMatchObject({ service_name: 'E-mail Marketing' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency'));
    expect(router.state.location.state).toMatchObject({ requester: true });
  });
});
