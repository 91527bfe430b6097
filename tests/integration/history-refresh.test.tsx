import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from '../utils/render-app';
import { captureRequests } from './service-test-helpers';

/** The history query is invalidated when an order completes: the dashboard's table is fresh without a reload. */
describe('history refresh', () => {
  it('shows a paid order’s result in the dashboard table as soon as processing completes', async () => {
    db.history.push({
      id: 8888,
      created_at: new Date().toISOString(),
      service_name: 'Roteiro de Vídeo',
      service_type: 'text',
      prompt: 'Serviço: Roteiro de Vídeo\nEmpresa: Café Serra Alta\nIdioma da resposta: português do Brasil',
      result: null,
      result_bin: null,
      payment_id: '8001',
      user_id: 1,
      system_context: '',
      max_tokens: 2048,
      payment_status: 'approved',
      payment_amount: 50,
    });
    const capture = captureRequests();
    await renderApp('/dashboard?payment=processing&payment_id=8001', { userId: 1 });
    expect(await screen.findByText('Seu conteúdo está pronto')).toBeInTheDocument();
    await waitFor(() => {
      const row = within(screen.getByRole('table')).getByText('Roteiro de Vídeo').closest('tr');
      expect(within(row as HTMLElement).getByRole('button', { name: 'Baixar texto' })).toBeInTheDocument();
    });
    expect(capture.to('GET', '/ia/history/1').length).toBeGreaterThanOrEqual(2);
    capture.stop();
  });
});
