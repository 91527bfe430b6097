import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { TINY_PNG_BASE64 } from '@/mocks/fixtures/media';
import { fileSaver } from '@/domain/orders';
import { formatDateTime } from '@/lib/format/format';
import { base64Of, recordObjectUrls } from '../utils/object-urls';
import { renderApp } from '../utils/render-app';
import { FILLED_TEXT, TEXT_SERVICE, seedWizard } from './service-test-helpers';

describe('dashboard', () => {
  it('sends an anonymous visitor to /login', async () => {
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });

  it('shows benefits, the requester, the history table and the latest text and image', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const urls = recordObjectUrls();
    await renderApp('/dashboard', { userId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu painel' })).toBeInTheDocument();
    expect(await screen.findByText('Olá, demo@iagencia.com.br! Peça novos conteúdos, acompanhe os pedidos e baixe seus resultados.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pronto em minutos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Peça seu conteúdo feito por IA' })).toBeInTheDocument();
    expect(await screen.findByRole('tablist', { name: 'Tipos de serviço' })).toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Serviço', 'Tipo', 'Data', 'Status', 'Ações']);
    const userItems = db.history.filter((item) => item.user_id === 1).sort((a, b) => b.created_at.localeCompare(a.created_at));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(userItems.length);
    const [image] = userItems;
    const first = within(rows[0]!).getAllByRole('cell');
    expect(first[0]).toHaveTextContent(image!.service_name);
    expect(first[1]).toHaveTextContent('Imagem');
    expect(first[2]).toHaveTextContent(formatDateTime(image!.created_at, 'pt-BR'));
    expect(first[3]).toHaveTextContent('Aprovado');
    await within(first[4]!).findByRole('button', { name: 'Baixar imagem' }).then((button) => button.click());
    await waitFor(() => expect(save.mock.calls[0]?.[1]).toBe(`servico_${image!.id}.png`));

    expect(screen.getByRole('heading', { name: 'Último texto: Descrição de Produto' })).toBeInTheDocument();
    expect(await screen.findByText(/Café Serra Alta, torra média/)).toBeInTheDocument();
    const latest = await screen.findByRole('img', { name: 'Imagem de Post com imagem + copy' });
    expect(await base64Of(urls.blobOf(latest.getAttribute('src')))).toBe(TINY_PNG_BASE64);
  });

  it('reuses an order from the dashboard table in the dashboard’s own requester, as the client area does on /agency', async () => {
    const { user, router } = await renderApp('/dashboard', { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Reutilizar o pedido de Descrição de Produto' }));
    await waitFor(() => expect(router.state.location.state).toMatchObject({ requester: true }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('Pedido anterior de Descrição de Produto carregado. Revise os campos e continue.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue('Café Serra Alta');
    expect(screen.getByRole('textbox', { name: /^Produto ou serviço/ })).toHaveValue('café especial torra média, 250 g');
  });

  it('adds an order run from the plan to the table below without a reload', async () => {
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user } = await renderApp('/dashboard', { userId: 2 });
    const table = await screen.findByRole('table');
    const before = within(table).getAllByRole('row').length;
    await user.click(await screen.findByRole('button', { name: 'Gerar com o meu plano' }));
    await screen.findByText('Pedido concluído');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(before + 1));
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Copy de Landing Page');
  });

  it('keeps the page usable when the history fails', async () => {
    server.use(http.get(api('/ia/history/:userId'), () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    await renderApp('/dashboard', { userId: 1 });
    expect(await screen.findByText('Erro ao buscar o histórico de serviços.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Peça seu conteúdo feito por IA' })).toBeInTheDocument();
  });

  it('says so when there is no history yet', async () => {
    db.history = db.history.filter((item) => item.user_id !== 1);
    await renderApp('/dashboard', { userId: 1, language: 'en-US' });
    expect(await screen.findByText("You haven't used any services yet.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeInTheDocument();
  });
});
