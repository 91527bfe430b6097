import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { rememberCheckoutPlan } from '@/domain/billing';
import type { Language } from '@/config/languages';
import { renderApp } from '../utils/render-app';

// Screens and the HTTP client load lazily: on a busy machine they need time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Every request the app sent (path), whatever its host. */
let requested: string[] = [];
const record = ({ request }: { request: Request }) => requested.push(new URL(request.url).pathname);
beforeEach(() => {
  requested = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const COPY: Record<Language, { title: string; text: RegExp; agency: string; clientArea: string; approved: string; review: RegExp }> = {
  'pt-BR': {
    title: 'Não identificamos o pagamento',
    text: /volta do Mercado Pago sem concluir o pagamento/,
    agency: 'Voltar para a Agência IA',
    clientArea: 'Ir para a Área do Cliente',
    approved: 'Pagamento aprovado!',
    review: /Pagamento em análise|liberamos o seu pedido/,
  },
  'en-US': {
    title: "We couldn't identify the payment",
    text: /leave Mercado Pago without finishing the payment/,
    agency: 'Back to the AI Agency',
    clientArea: 'Go to the Client Area',
    approved: 'Payment approved!',
    review: /Payment under review|release your order/,
  },
};

const NO_ID_QUERIES = ['?payment_id=null', '?collection_id=null&collection_status=null&preference_id=demo-pref-1', '', '?payment_id=&status=null'];
const PAGES = ['/payment-pending', '/payments/pendente', '/payment-success', '/payments/sucesso'];

describe('a return page without a payment id', () => {
  describe.each(['pt-BR', 'en-US'] as const)('in %s', (language) => {
    const copy = COPY[language];
    it.each(PAGES.flatMap((page) => NO_ID_QUERIES.map((search) => [`${page}${search}`])))(
      '%s says the payment could not be identified, links the client area and /agency, and asks the API nothing',
      async (url) => {
        await renderApp(url, { language });
        expect(await screen.findByRole('heading', { level: 1, name: copy.title })).toBeInTheDocument();
        const main = screen.getByRole('heading', { level: 1 }).closest('section')!;
        expect(within(main).getByText(copy.text)).toBeInTheDocument();
        expect(within(main).getByRole('link', { name: copy.agency })).toHaveAttribute('href', '/agency');
        expect(within(main).getByRole('link', { name: copy.clientArea })).toHaveAttribute('href', '/client-area');
        // No payment is claimed: neither approved nor under review.
        expect(within(main).queryByText(copy.approved)).not.toBeInTheDocument();
        expect(within(main).queryByText(copy.review)).not.toBeInTheDocument();
        expect(requested).toEqual([]);
      },
    );
  });

  it('a valid id on the pending page is still looked up', async () => {
    await renderApp('/payment-pending?payment_id=4455667788');
    await vi.waitFor(() => expect(requested).toContain('/payments/pendente/4455667788'));
  });
});

describe('the success page links to /agency in every state', () => {
  const agencyLinks = () => screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/agency' && link.closest('main'));

  it.each(['/payment-success', '/payments/sucesso'])('%s with a payment the API cannot confirm yet (404): the code, check again, the client area and /agency', async (path) => {
    server.use(http.get(api('/payments/pendente/:id'), () => HttpResponse.json({ detail: 'Pagamento não encontrado.' }, { status: 404 })));
    await renderApp(`${path}?payment_id=4455667788`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Não conseguimos confirmar seu pagamento agora' })).toBeInTheDocument();
    expect(screen.getByText('4455667788')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar de novo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a Área do Cliente' })).toHaveAttribute('href', '/client-area');
    expect(screen.getByRole('link', { name: 'Continuar na Agência IA' })).toHaveAttribute('href', '/agency');
  });

  it('in English, while checking and once the check failed', async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.get(api('/payments/pendente/:id'), async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ detail: 'Payment not found.' }, { status: 404 });
      }),
    );
    await renderApp('/payment-success?payment_id=4455667788', { language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the AI Agency' })).toHaveAttribute('href', '/agency');
    await vi.waitFor(() => expect(answer).not.toBeNull());
    answer!();
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't confirm your payment right now" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the AI Agency' })).toHaveAttribute('href', '/agency');
  });

  it.each([
    ['pending', 'Pagamento em análise'],
    ['rejected', 'Pagamento não aprovado'],
    ['approved', 'Pagamento aprovado!'],
  ])('%s', async (status, title) => {
    server.use(http.get(api('/payments/pendente/:id'), () => HttpResponse.json({ status })));
    await renderApp('/payment-success?payment_id=4455667788');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(agencyLinks().length).toBeGreaterThan(0);
  });

  it('rejected after a plan checkout: the retry button and the /agency link', async () => {
    rememberCheckoutPlan('pro');
    server.use(http.get(api('/payments/pendente/:id'), () => HttpResponse.json({ status: 'rejected' })));
    await renderApp('/payment-success?payment_id=4455667788');
    expect(await screen.findByRole('button', { name: /Tentar de novo: / })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar na Agência IA' })).toHaveAttribute('href', '/agency');
  });
});
