import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { renderApp } from '../utils/render-app';
import './service-test-helpers';

/** Responses that do not match their schema: the screen shows its usual error text, and the app logs a warning. */
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('responses read through schemas', () => {
  it('client area: a subscription without a readable shape shows the client-area error', async () => {
    server.use(http.get(api('/subscription'), () => HttpResponse.json({ plan: 5, is_active: 'sim' })));
    await renderApp('/client-area', { userId: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar dados do cliente. Faça login novamente.');
    expect(warn.mock.calls.some(([message]: unknown[]) => String(message).includes('GET /subscription'))).toBe(true);
  });

  it('client area: a history row that cannot be read is left out, the others are listed', async () => {
    const mine = db.history.filter((item) => item.user_id === 1);
    server.use(
      http.get(api('/ia/history/:userId'), () =>
        HttpResponse.json({ history: [...mine, { id: 999, service_name: 'Sem data', created_at: 'não é data' }] }),
      ),
    );
    await renderApp('/client-area', { userId: 1 });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(mine.length);
    expect(within(table).queryByText('Sem data')).not.toBeInTheDocument();
    expect(warn.mock.calls.some(([message]: unknown[]) => String(message).includes('Left out 1 unreadable item'))).toBe(true);
  });

  it('wizard: a catalogue that is not a category map shows the services error', async () => {
    server.use(http.get(api('/ia/services'), () => HttpResponse.json(['Copy de Landing Page'])));
    await renderApp('/agency');
    expect(await screen.findByText('Erro ao buscar os serviços no servidor.')).toBeInTheDocument();
  });

  it('pending page: a lookup answered with something other than an object shows the cancelled text', async () => {
    server.use(http.get(api('/payments/pendente/:id'), () => HttpResponse.json('tudo certo')));
    await renderApp('/payments/pendente?payment_id=123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este pagamento foi cancelado ou não foi concluído.');
  });

  it('session: an unreadable /me keeps the session and offers the retry banner', async () => {
    server.use(http.get(api('/me'), () => HttpResponse.json({ email: 'sem-id@iagencia.com.br' })));
    await renderApp('/blog', { userId: 1 });
    expect(await screen.findByText('Não conseguimos confirmar sua sessão agora. Você continua conectado.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
