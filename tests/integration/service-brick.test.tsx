import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { db } from '@/mocks/db';
import { browserLocation } from '@/lib/links/safe-redirect';
import { currentUrl, renderApp } from '../utils/render-app';
import { FILLED_TEXT, TEXT_SERVICE, captureRequests, seedWizard } from './service-test-helpers';

type BrickProps = {
  initialization: { amount: number; preferenceId?: string };
  customization: { paymentMethods: Record<string, unknown> };
  onSubmit: (arg: { formData: Record<string, unknown>; selectedPaymentMethod: string }) => Promise<unknown>;
  onError: (error: { type: string; cause: string; message: string }) => void;
  onReady: () => void;
};

const brick = vi.hoisted(() => ({ props: null as BrickProps | null, key: 'TEST-5dd5a6b1-e2e-key', load: (): Promise<void> => Promise.resolve(), init: [] as unknown[][] }));

vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/env')>();
  return {
    ...original,
    env: {
      ...original.env,
      get mpPublicKey() {
        return brick.key;
      },
    },
  };
});

vi.mock('@/domain/billing/mercado-pago-sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/domain/billing/mercado-pago-sdk')>()),
  loadMercadoPagoSdk: () => brick.load(),
}));

vi.mock('@mercadopago/sdk-react', () => ({
  initMercadoPago: (...args: unknown[]) => brick.init.push(args),
  Payment: (props: BrickProps) => {
    brick.props = props;
    return <div data-testid="payment-brick">Payment Brick</div>;
  },
}));

const CARD_FORM = { token: 'card-token-1', issuer_id: '24', payment_method_id: 'master', transaction_amount: 50, installments: 1, payer: { email: 'ana@cafe.com.br', identification: { type: 'CPF', number: '12345678909' } } };

let capture: ReturnType<typeof captureRequests>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  brick.props = null;
  brick.key = 'TEST-5dd5a6b1-e2e-key';
  brick.load = () => Promise.resolve();
  brick.init = [];
  capture = captureRequests();
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
});
afterEach(() => capture.stop());

async function openBrick() {
  const view = await renderApp('/agency', { userId: 1 });
  // The Brick's chunk loads lazily; the first import can take a while under load.
  await screen.findByTestId('payment-brick', {}, { timeout: 5000 });
  return view;
}

const submit = (formData: Record<string, unknown> = CARD_FORM) =>
  act(async () => {
    await brick.props?.onSubmit({ formData, selectedPaymentMethod: 'credit_card' }).catch(() => undefined);
  });

describe('Mercado Pago Payment Brick', () => {
  it('is initialised with the preference and the price, next to the redirect, without leaving the page', async () => {
    await openBrick();
    const preferenceId = db.preferences.at(-1)?.id;
    expect(brick.props?.initialization).toEqual({ amount: 50, preferenceId });
    expect(Object.keys(brick.props?.customization.paymentMethods ?? {})).toEqual(['creditCard', 'debitCard', 'ticket', 'bankTransfer']);
    expect(brick.init[0]).toEqual(['TEST-5dd5a6b1-e2e-key', { locale: 'pt-BR' }]);
    expect(screen.getByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('posts the form data to /payments/process and moves to processing when approved', async () => {
    const { router } = await openBrick();
    await submit();
    const [request] = capture.to('POST', '/payments/process');
    expect(request?.body).toEqual({ ...CARD_FORM, preference_id: db.preferences.at(-1)?.id });
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);
    const paymentId = db.payments.at(-1)?.id;
    await waitFor(() => expect(currentUrl(router)).toBe(`/agency?payment=processing&payment_id=${paymentId}`));
    expect(await screen.findByText('Pagamento aprovado')).toBeInTheDocument();
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
  });

  it('sends one payment when the Brick submits twice in a row', async () => {
    server.use(
      http.post(api('/payments/process'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return undefined;
      }),
    );
    await openBrick();
    await act(async () => {
      const first = brick.props?.onSubmit({ formData: CARD_FORM, selectedPaymentMethod: 'credit_card' });
      const second = brick.props?.onSubmit({ formData: CARD_FORM, selectedPaymentMethod: 'credit_card' });
      await Promise.allSettled([first, second]);
    });
    expect(capture.to('POST', '/payments/process')).toHaveLength(1);
  });

  it('tells an in-process payment apart, with a link to follow it', async () => {
    server.use(http.post(api('/payments/process'), () => HttpResponse.json({ id: 777, status: 'in_process', status_detail: 'pending_contingency' })));
    await openBrick();
    await submit();
    expect(await screen.findByText(/Pagamento recebido e em análise/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acompanhar o pagamento' })).toHaveAttribute('href', '/payments/pendente?payment_id=777');
  });

  it('shows "Pagamento recusado:" with the reason', async () => {
    server.use(http.post(api('/payments/process'), () => HttpResponse.json({ id: 778, status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' })));
    await openBrick();
    await submit();
    expect(await screen.findByText('Pagamento recusado: saldo ou limite insuficiente.')).toBeInTheDocument();
  });

  it('shows "Erro ao processar pagamento:" with the message and lets the Brick try again', async () => {
    server.use(http.post(api('/payments/process'), () => HttpResponse.json({ detail: 'Token do cartão expirado' }, { status: 400 })));
    await openBrick();
    let rejected = false;
    await act(async () => {
      await brick.props?.onSubmit({ formData: CARD_FORM, selectedPaymentMethod: 'credit_card' }).catch(() => {
        rejected = true;
      });
    });
    expect(rejected).toBe(true);
    expect(await screen.findByText('Erro ao processar pagamento: Token do cartão expirado')).toBeInTheDocument();
  });

  it('shows a configuration error for an invalid public key and keeps the redirect', async () => {
    brick.key = 'chave-invalida';
    const { user } = await renderApp('/agency', { userId: 1 });
    expect(await screen.findByText(/indisponível por um erro de configuração/)).toBeInTheDocument();
    expect(screen.queryByTestId('payment-brick')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ }));
    expect(assign).toHaveBeenCalledWith(db.preferences.at(-1)?.init_point);
  });

  it('shows the configuration error when the Brick reports a bad key', async () => {
    await openBrick();
    act(() => brick.props?.onError({ type: 'critical', cause: 'invalid_public_key', message: 'Invalid public key' }));
    expect(await screen.findByText(/indisponível por um erro de configuração/)).toBeInTheDocument();
  });

  it('keeps the redirect working when the SDK script cannot load', async () => {
    brick.load = () => Promise.reject(new Error('blocked'));
    const { user } = await renderApp('/agency', { userId: 1 });
    expect(await screen.findByText(/O formulário de pagamento do Mercado Pago não carregou/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ }));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(new URL(String(assign.mock.calls[0]?.[0])).pathname).toBe('/demo/checkout');
  });
});
