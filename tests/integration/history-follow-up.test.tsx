import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, type DbHistoryItem } from '@/mocks/db';
import { renderApp } from '../utils/render-app';

/** docs/product/payments.md#orders-waiting-on-their-payment: a history row whose order is not done has a way on. */
function order(fields: Partial<DbHistoryItem>): void {
  db.history.push({
    id: 9400,
    created_at: new Date().toISOString(),
    service_name: 'Descrição de Produto',
    service_type: 'text',
    prompt: 'Serviço: Descrição de Produto\nEmpresa: Café Serra Alta',
    result: null,
    result_bin: null,
    payment_id: '70009400',
    user_id: 1,
    system_context: '',
    max_tokens: 2048,
    payment_status: 'pending',
    payment_amount: 50,
    ...fields,
  });
}

describe('a history row whose order is not done', () => {
  it('a pending payment links its status page, a paid order without a result its processing view', async () => {
    order({ id: 9401, payment_id: '70009401', payment_status: 'pending', result: null });
    order({ id: 9402, payment_id: '70009402', payment_status: 'approved', result: null });
    await renderApp('/client-area', { userId: 1 });
    const pending = await screen.findByRole('link', { name: /^Acompanhar o pagamento de Descrição de Produto, / });
    expect(pending).toHaveAttribute('href', '/payment-pending?payment_id=70009401');
    expect(pending).toHaveTextContent('Acompanhar o pagamento');
    const paid = screen.getByRole('link', { name: /^Acompanhar o pedido de Descrição de Produto, / });
    expect(paid).toHaveAttribute('href', '/agency?payment=processing&payment_id=70009402');
    // Delivered orders have none.
    expect(screen.getAllByRole('link', { name: /^Acompanhar o (pagamento|pedido) de / })).toHaveLength(2);
  });

  it('in English, and in the dashboard’s table too', async () => {
    order({ id: 9401, payment_id: '70009401', payment_status: 'pendente', result: null });
    await renderApp('/dashboard', { userId: 1, language: 'en-US' });
    const link = await screen.findByRole('link', { name: /^Follow the payment for Product Description, / });
    expect(link).toHaveAttribute('href', '/payment-pending?payment_id=70009401');
  });
});
