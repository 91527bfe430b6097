import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanId } from '@/config/plans';
import { server } from '@/mocks/node';
import { createPreference, planCheckoutTerms, settlePreference } from '@/mocks/model';
import { api } from '@/mocks/handlers/utils';
import { browserLocation } from '@/lib/links/safe-redirect';
import { overrideEnv } from '../utils/env-override';
import { renderApp } from '../utils/render-app';

const sdk = vi.hoisted(() => ({ props: null as null | { initialization: { paymentId: string }; onReady: () => void; onError: () => void }, loads: 0, fail: false }));

vi.mock('@/domain/billing/mercado-pago-sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/domain/billing/mercado-pago-sdk')>()),
  loadMercadoPagoSdk: () => {
    sdk.loads += 1;
    return sdk.fail ? Promise.reject(new Error('blocked')) : Promise.resolve();
  },
}));

vi.mock('@mercadopago/sdk-react', () => ({
  initMercadoPago: () => undefined,
  StatusScreen: (props: NonNullable<typeof sdk.props>) => {
    sdk.props = props;
    return <div data-testid="status-screen">Status Screen Brick</div>;
  },
}));

beforeEach(() => {
  sdk.props = null;
  sdk.loads = 0;
  sdk.fail = false;
});

/** A payment of a plan (or of an order, recorded in the history) settled the way the demo checkout would. */
function paid(status: 'approved' | 'pending' | 'rejected', plan: PlanId | null = null, userId = 1): string {
  const preference = createPreference({
    kind: plan ? 'plan' : 'service',
    ...(plan ? planCheckoutTerms(plan) : { title: 'Post com imagem + copy', amount: 50 }),
    userId,
    plan,
    service: plan ? null : { service_name: 'Post com imagem + copy', service_type: 'image', prompt: 'Empresa: Café', system_context: '', max_tokens: 2048 },
    origin: 'http://localhost:3000',
    backPaths: { success: '/payments/sucesso', pending: '/payments/pendente', failure: '/payments/falha' },
  });
  return settlePreference(preference, status).id;
}

/** What domain/billing/subscribe.ts writes just before leaving for a plan's checkout. */
const leftToPay = (plan: PlanId, at = Date.now()) => sessionStorage.setItem('checkoutPlan', JSON.stringify({ plan, at }));

describe('/payment-success checks the payment before saying it is approved', () => {
  it('says a pending payment is under review, whatever the URL claims, and links its status page', async () => {
    const id = paid('pending');
    await renderApp(`/payments/sucesso?payment_id=${id}&status=approved&collection_status=approved`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento em análise' })).toBeInTheDocument();
    expect(screen.getByText('Pagamento em análise — avisaremos quando for aprovado.')).toBeInTheDocument();
    expect(screen.queryByText('Pagamento aprovado!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acompanhar o pagamento' })).toHaveAttribute('href', `/payment-pending?payment_id=${id}`);
  });

  it('says a rejected order payment was declined and leads back to the order form', async () => {
    const id = paid('rejected');
    await renderApp(`/payment-success?payment_id=${id}&status=approved`, { language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not approved' })).toBeInTheDocument();
    expect(screen.getByText("Payment declined or canceled — you weren't charged for it.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order to try again' })).toHaveAttribute('href', '/agency');
  });

  it('offers the plan’s checkout again when a plan payment was declined', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const id = paid('rejected', 'discord_bot');
    leftToPay('discord_bot');
    const { user } = await renderApp(`/payment-success?payment_id=${id}`, { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Tentar de novo: Bot de moderação para Discord' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('/demo/checkout?preference_id=')));
  });

  it('says it could not confirm (never "approved") when the lookup fails, and checks again on request', async () => {
    const id = paid('approved');
    server.use(http.get(api('/payments/pendente/:id'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { user } = await renderApp(`/payment-success?payment_id=${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Não conseguimos confirmar seu pagamento agora' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a Área do Cliente' })).toHaveAttribute('href', '/client-area');
    await user.click(screen.getByRole('button', { name: 'Verificar de novo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeInTheDocument();
  });
});

describe('/payment-success shows what comes next first', () => {
  it('after a Discord plan checkout: configure the bot, with that bot preselected on /automation', async () => {
    const id = paid('approved', 'discord_bot');
    leftToPay('discord_bot');
    await renderApp(`/payments/sucesso?payment_id=${id}`);
    const next = await screen.findByRole('region', { name: 'Próximo passo: configure seu bot do Discord' });
    expect(next).toHaveTextContent('15 dias grátis, depois R$ 67,00/mês');
    expect(within(next).getByRole('link', { name: 'Configurar meu bot do Discord' })).toHaveAttribute('href', '/automation?bot=discord');
    // The next step comes before the link to /agency (docs/product/payments.md#the-payment-pages).
    const links = within(screen.getByRole('main')).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.indexOf('/automation?bot=discord')).toBeLessThan(links.indexOf('/agency'));
  });

  it('after a WhatsApp plan checkout, in English', async () => {
    const id = paid('approved', 'whatsapp_bot');
    leftToPay('whatsapp_bot');
    await renderApp(`/payments/sucesso?payment_id=${id}`, { language: 'en-US' });
    const next = await screen.findByRole('region', { name: 'Next step: set up your WhatsApp bot' });
    expect(next).toHaveTextContent('15 days free, then R$97.00/month');
    expect(within(next).getByRole('link', { name: 'Set up my WhatsApp bot' })).toHaveAttribute('href', '/automation?bot=whatsapp');
  });

  it('for a bot already configured in this browser: its bot-creation page', async () => {
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'moderacao_ia', server_name: 'Guilda', saved_at: new Date().toISOString() }));
    const id = paid('approved', 'discord_bot');
    leftToPay('discord_bot');
    await renderApp(`/payments/sucesso?payment_id=${id}`);
    const next = await screen.findByRole('region', { name: 'Bot de moderação para Discord: configuração recebida' });
    expect(within(next).getByRole('link', { name: 'Acompanhar a criação do bot' })).toHaveAttribute('href', '/bot-creation?bot=discord_bot');
  });

  it('after a content plan: its name and the way to the first order', async () => {
    const id = paid('approved', 'pro');
    leftToPay('pro');
    await renderApp(`/payments/sucesso?payment_id=${id}`);
    const next = await screen.findByRole('region', { name: 'Seu Plano Pro está ativo' });
    expect(within(next).getByRole('link', { name: 'Pedir meu primeiro serviço' })).toHaveAttribute('href', '/agency');
  });

  it('for an order (no plan remembered, or one remembered too long ago): the order’s processing', async () => {
    const id = paid('approved');
    leftToPay('discord_bot', Date.now() - 2 * 24 * 60 * 60_000);
    await renderApp(`/payments/sucesso?payment_id=${id}`);
    const next = await screen.findByRole('region', { name: 'Seu pedido já está sendo preparado' });
    expect(within(next).getByRole('link', { name: 'Acompanhar meu pedido' })).toHaveAttribute('href', `/agency?payment=processing&payment_id=${id}`);
  });
});

describe('/payment-pending speaks first, then shows the technical details', () => {
  it('puts the status sentence before the server’s message and the raw response under "Detalhes técnicos"', async () => {
    const id = paid('pending');
    await renderApp(`/payment-pending?payment_id=${id}`);
    const sentence = await screen.findByText('Pagamento em análise — avisaremos quando for aprovado.');
    const message = screen.getByText(/Seu pagamento está em processamento/, { selector: 'p' });
    const details = screen.getByRole('heading', { name: 'Detalhes técnicos' });
    expect(sentence.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(message.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(details.nextElementSibling).toHaveTextContent('"status": "pending"');
  });

  it('in English: "Technical details", and a declined payment is titled as such', async () => {
    const pending = paid('pending');
    const first = await renderApp(`/payment-pending?payment_id=${pending}`, { language: 'en-US' });
    expect(await screen.findByText("Payment under review — we'll let you know when it's approved.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Technical details' })).toBeInTheDocument();
    first.unmount();
    const rejected = paid('rejected');
    await renderApp(`/payment-pending?payment_id=${rejected}`, { language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not approved' })).toBeInTheDocument();
    expect(screen.getByText("Payment declined or canceled — you weren't charged for it.")).toBeInTheDocument();
  });

  it('offers the payment’s status link, to copy, that works on any device', async () => {
    const id = paid('pending');
    const { user } = await renderApp(`/payments/pendente?payment_id=${id}`);
    const link = await screen.findByRole('textbox', { name: 'Link do status do pagamento' });
    expect(link).toHaveValue(`${window.location.origin}/payment-pending?payment_id=${id}`);
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/payment-pending?payment_id=${id}`);
  });

  it('shares the status link where the browser can', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const id = paid('pending');
      const { user } = await renderApp(`/payments/pendente?payment_id=${id}`);
      await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/payment-pending?payment_id=${id}` }));
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('without a Mercado Pago public key: no Status Screen and no SDK', async () => {
    const id = paid('pending');
    await renderApp(`/payments/pendente?payment_id=${id}`);
    await screen.findByText('Pagamento em análise — avisaremos quando for aprovado.');
    expect(screen.queryByTestId('status-screen')).not.toBeInTheDocument();
    expect(sdk.loads).toBe(0);
  });

  it('with a public key: Mercado Pago’s Status Screen for the payment (Pix QR code, boleto), above the page’s own view', async () => {
    overrideEnv({ mpPublicKey: 'TEST-status-screen-key' });
    const id = paid('pending');
    await renderApp(`/payments/pendente?payment_id=${id}`);
    expect(await screen.findByTestId('status-screen')).toBeInTheDocument();
    expect(sdk.props?.initialization).toEqual({ paymentId: id });
    expect(screen.getByRole('heading', { name: 'Pix e boleto no Mercado Pago' })).toBeInTheDocument();
    act(() => sdk.props?.onReady());
    expect(screen.queryByText('Carregando o status do Mercado Pago...')).not.toBeInTheDocument();
    // The page's own view stays.
    expect(screen.getByRole('heading', { name: 'Detalhes técnicos' })).toBeInTheDocument();
  });

  it('when the SDK cannot load, the Status Screen gives way to the page’s own view', async () => {
    overrideEnv({ mpPublicKey: 'TEST-status-screen-key' });
    sdk.fail = true;
    const id = paid('pending');
    await renderApp(`/payments/pendente?payment_id=${id}`);
    await screen.findByText('Pagamento em análise — avisaremos quando for aprovado.');
    await vi.waitFor(() => expect(sdk.loads).toBe(1));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Pix e boleto no Mercado Pago' })).not.toBeInTheDocument());
    expect(screen.queryByTestId('status-screen')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Detalhes técnicos' })).toBeInTheDocument();
  });
});
