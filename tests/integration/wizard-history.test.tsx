import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type DbHistoryItem } from '@/mocks/db';
import { browserLocation } from '@/lib/links/safe-redirect';
import { currentUrl, renderApp, type TestRouter } from '../utils/render-app';
import { FILLED_TEXT, TEXT_BRIEFING, TEXT_SERVICE, captureRequests, fillFields, pickService, seedWizard } from './service-test-helpers';

const PAYMENT_ID = '7001';
const stored = () => JSON.parse(sessionStorage.getItem('serviceWizardState') ?? 'null') as { order: string; step: string; briefing: Record<string, string> } | null;
const currentStep = () => screen.getByRole('listitem', { current: 'step' });
/** The browser's Back (-1) or Forward (1). */
const travel = (router: TestRouter, delta: number) => act(() => void router.moveTo?.(delta as never));

function paidOrder(fields: Partial<DbHistoryItem> = {}) {
  db.history.push({
    id: 7100,
    created_at: new Date().toISOString(),
    service_name: 'Descrição de Produto',
    service_type: 'text',
    prompt: 'Serviço: Descrição de Produto\nEmpresa: Café Serra Alta',
    result: 'Café especial da Serra Alta.',
    result_bin: null,
    payment_id: PAYMENT_ID,
    user_id: 1,
    system_context: '',
    max_tokens: 2048,
    payment_status: 'approved',
    payment_amount: 50,
    ...fields,
  });
}

let capture: ReturnType<typeof captureRequests>;
beforeEach(() => {
  capture = captureRequests();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => capture.stop());

describe('the wizard’s steps in the browser’s history', () => {
  it('Back goes from the summary to the same draft’s data step, Forward returns, and the draft follows', async () => {
    const { user, router } = await renderApp('/agency');
    await pickService(user, 'Textos', /Copy de Landing Page/);
    await fillFields(user, TEXT_BRIEFING);
    await user.click(screen.getByRole('button', { name: 'Continuar para o resumo' }));
    expect(await screen.findByRole('heading', { name: 'Confira o seu pedido' })).toBeInTheDocument();
    // A step is an entry of the same address: no new page view, the page stays where it is.
    expect(currentUrl(router)).toBe('/agency');
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.state).toMatchObject({ keepScroll: true, wizardStep: { step: 'summary', order: stored()?.order } });

    await travel(router, -1);
    expect(await screen.findByRole('heading', { name: 'Escolha o serviço e conte sobre o seu negócio' })).toHaveFocus();
    expect(currentStep()).toHaveTextContent('Dados');
    expect(screen.getByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue('Café Serra Alta');
    await waitFor(() => expect(stored()?.step).toBe('data'));

    await travel(router, 1);
    expect(await screen.findByRole('heading', { name: 'Confira o seu pedido' })).toHaveFocus();
    expect(screen.getByText('Público-alvo').nextElementSibling).toHaveTextContent('Amantes de café especial');
    await waitFor(() => expect(stored()?.step).toBe('summary'));
    expect(stored()?.briefing).toMatchObject({ companyName: 'Café Serra Alta' });
  });

  it('a restored draft’s entry takes its step, so Back from the payment step shows the summary', async () => {
    seedWizard({ order: 'restored', step: 'summary', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user, router } = await renderApp('/agency', { userId: 1 });
    expect(await screen.findByRole('heading', { name: 'Confira o seu pedido' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toMatchObject({ wizardStep: { order: 'restored', step: 'summary' } }));
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(capture.to('POST', '/payments/preference')).toHaveLength(1));
    await travel(router, -1);
    expect(await screen.findByRole('heading', { name: 'Confira o seu pedido' })).toBeInTheDocument();
    expect(stored()).toMatchObject({ order: 'restored', step: 'summary' });
  });

  it('an earlier order’s finished screen never comes back, and never clears the new draft', async () => {
    paidOrder();
    const { user, router } = await renderApp('/agency', { userId: 1 });
    await router.navigate(`/agency?payment=processing&payment_id=${PAYMENT_ID}`);
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pedir outro serviço' }));
    // The new order takes the finished one's place in the history.
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
    await pickService(user, 'Textos', /Copy de Landing Page/);
    await fillFields(user, TEXT_BRIEFING);
    await user.click(screen.getByRole('button', { name: 'Continuar para o resumo' }));
    expect(await screen.findByRole('heading', { name: 'Confira o seu pedido' })).toBeInTheDocument();
    const order = stored()?.order;

    await travel(router, -1);
    expect(await screen.findByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue('Café Serra Alta');
    // Back once more: the page as first opened, an entry of no order, shows this draft as it stands.
    await travel(router, -1);
    expect(currentUrl(router)).toBe('/agency');
    expect(screen.queryByText('Pedido concluído')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue('Café Serra Alta');
    await travel(router, 1);
    await travel(router, 1);
    expect(await screen.findByRole('heading', { name: 'Confira o seu pedido' })).toBeInTheDocument();
    expect(stored()).toMatchObject({ order, step: 'summary' });
  });

  it('a finished order’s page, opened again, clears only the draft that paid for it', async () => {
    paidOrder();
    const draft = { step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT };
    // A newer draft that has not been to the checkout stays.
    seedWizard({ ...draft, order: 'newer' });
    const first = await renderApp(`/agency?payment=processing&payment_id=${PAYMENT_ID}`, { userId: 1 });
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
    expect(stored()).toMatchObject({ order: 'newer' });
    first.unmount();
    // One that went to the checkout with another preference stays too.
    seedWizard({ ...draft, order: 'other', preference: { id: 'pref-other', initPoint: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=pref-other' } });
    const second = await renderApp(`/agency?payment=processing&payment_id=${PAYMENT_ID}&preference_id=pref-paid`, { userId: 1 });
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
    expect(stored()).toMatchObject({ order: 'other' });
    second.unmount();
    // The draft this preference paid for goes.
    seedWizard({ ...draft, order: 'paid', preference: { id: 'pref-paid', initPoint: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=pref-paid' } });
    await renderApp(`/agency?payment=processing&payment_id=${PAYMENT_ID}&preference_id=pref-paid`, { userId: 1 });
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('back from a refused payment, “Voltar ao pedido” shows the order as it was, with its payment link', async () => {
    paidOrder({ result: null, payment_status: 'rejected' });
    const initPoint = 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=pref-1';
    seedWizard({ order: 'refused', step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT, preference: { id: 'pref-1', initPoint } });
    const { user, router } = await renderApp(`/agency?payment=processing&payment_id=${PAYMENT_ID}&preference_id=pref-1`, { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Voltar ao pedido' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
    expect(await screen.findByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Pagamento');
    expect(capture.to('POST', '/payments/preference')).toHaveLength(0);
    expect(stored()).toMatchObject({ order: 'refused', briefing: FILLED_TEXT });
  });

  it('back from the login to pay, the payment step replaces the return address without its flag', async () => {
    seedWizard({ order: 'login', step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    sessionStorage.setItem('continueToPayment', '1');
    const { router } = await renderApp('/agency?goToPayment=true', { userId: 1 });
    await waitFor(() => expect(capture.to('POST', '/payments/preference')).toHaveLength(1));
    expect(currentUrl(router)).toBe('/agency');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toMatchObject({ wizardStep: { order: 'login', step: 'payment' } });
    expect(sessionStorage.getItem('continueToPayment')).toBeNull();
  });
});
