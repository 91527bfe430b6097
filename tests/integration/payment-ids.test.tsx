import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../utils/render-app';

const HOSTILE = ['abc<script>alert(1)</script>', 'null-but-not', '1'.repeat(40), '12;DROP'];
let requested: string[] = [];
const record = ({ request }: { request: Request }) => requested.push(new URL(request.url).pathname);

beforeEach(() => {
  requested = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const paymentCalls = () => requested.filter((path) => /payments\/pendente|history\/payment|\/ia\/(texto|imagem|audio)$/.test(path));

describe('payment ids from return URLs', () => {
  it.each(HOSTILE.flatMap((value) => [
    [`/payments/pendente?payment_id=${encodeURIComponent(value)}`, value],
    [`/payment-success?collection_id=${encodeURIComponent(value)}`, value],
    [`/agency?payment=processing&payment_id=${encodeURIComponent(value)}`, value],
  ]))('%s: says it cannot find the payment, shows nothing of the URL and asks the API nothing', async (url, value) => {
    await renderApp(url, { userId: 1 });
    expect(await screen.findByText('Não encontramos esse pagamento')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a Área do Cliente' })).toHaveAttribute('href', '/client-area');
    expect(document.body.textContent).not.toContain(value);
    expect(paymentCalls()).toEqual([]);
  });

  it('treats Mercado Pago’s literal "null" as no id, and polls nothing', async () => {
    await renderApp('/agency?payment=processing&collection_id=null', { userId: 1 });
    expect(await screen.findByText('Não encontramos esse pagamento')).toBeInTheDocument();
    expect(paymentCalls()).toEqual([]);
  });

  it('looks a valid id up', async () => {
    await renderApp('/payments/pendente?payment_id=123456', { userId: 1 });
    await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => paymentCalls()).toContain('/payments/pendente/123456');
  });
});
