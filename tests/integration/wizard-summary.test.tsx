import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { browserLocation } from '@/lib/links/safe-redirect';
import { countThisMonth } from '@/domain/orders';
import { renderApp } from '../utils/render-app';
import { FILLED_TEXT, TEXT_SERVICE, captureRequests, seedWizard } from './service-test-helpers';

let capture: ReturnType<typeof captureRequests>;
beforeEach(() => {
  capture = captureRequests();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  seedWizard({ step: 'summary', service: TEXT_SERVICE, briefing: FILLED_TEXT });
});
afterEach(() => capture.stop());

/** The summary's price cell (read anew each time: it changes as the plan becomes known). */
const priceCell = async (label = 'Valor') => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling as HTMLElement;
const expectPrice = (text: string | RegExp, label?: string) => waitFor(async () => expect(await priceCell(label)).toHaveTextContent(text));
const summary = () => screen.getByRole('heading', { name: /Confira o seu pedido|Review your order/ }).parentElement as HTMLElement;

/** The pro account's orders this month: exactly `count`. */
function proUsed(count: number) {
  db.history = db.history.filter((entry) => entry.user_id !== 2);
  const now = new Date().toISOString();
  for (let i = 0; i < count; i += 1) {
    db.history.push({ id: 900 + i, created_at: now, service_name: 'E-mail Marketing', service_type: 'text', prompt: 'x', result: 'y', result_bin: null, payment_id: null, user_id: 2, system_context: '', max_tokens: 2048, payment_status: 'active', payment_amount: 0 });
  }
}

describe('the summary says what the order costs this customer', () => {
  it('a plan holder: included in the plan, which of the month’s services it will be, and “Gerar agora” runs it', async () => {
    const used = countThisMonth(db.history.filter((item) => item.user_id === 2));
    const { user } = await renderApp('/agency', { userId: 2 });
    await expectPrice(`Incluído no seu Plano Pro · este será o ${used + 1}º de 4 neste mês`);
    expect(summary()).not.toHaveTextContent('R$');
    expect(within(summary()).queryByRole('button', { name: 'Ir para o pagamento' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar agora' }));
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
    expect(capture.to('POST', '/ia/subscription/texto')).toHaveLength(1);
    expect(capture.to('POST', '/payments/preference')).toHaveLength(0);
  });

  it('says it in English', async () => {
    proUsed(1);
    await renderApp('/agency', { userId: 2, language: 'en-US' });
    await expectPrice('Included in your Pro plan · this will be 2 of 4 this month', 'Price');
    expect(screen.getByRole('button', { name: 'Generate now' })).toBeEnabled();
  });

  it('shows no price while the plan is being checked', async () => {
    let answer!: () => void;
    const checked = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/subscription'), async () => {
        await checked;
        return HttpResponse.json({ plan: 'pro', is_active: true });
      }),
    );
    await renderApp('/agency', { userId: 2 });
    const price = await priceCell();
    expect(within(price).getByRole('status')).toHaveTextContent('Verificando o seu plano...');
    expect(summary()).not.toHaveTextContent('R$');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    answer();
    await expectPrice(/^Incluído no seu Plano Pro/);
    expect(screen.getByRole('button', { name: 'Gerar agora' })).toBeInTheDocument();
  });

  it('falls back to the price when the plan check fails, says why, and checks again on demand', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failing = true;
    server.use(http.get(api('/subscription'), () => (failing ? HttpResponse.json({ detail: 'erro' }, { status: 500 }) : HttpResponse.json({ plan: 'pro', is_active: true }))));
    const { user } = await renderApp('/agency', { userId: 2 });
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('Não conseguimos verificar o seu plano agora, então este pedido aparece com o valor avulso (R$ 50,00).');
    await expectPrice(/^R\$\s50,00$/);
    expect(screen.getByRole('button', { name: 'Ir para o pagamento' })).toBeInTheDocument();
    failing = false;
    await user.click(within(note).getByRole('button', { name: 'Verificar meu plano de novo' }));
    await expectPrice(/^Incluído no seu Plano Pro/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a used-up quota: the price, what happens (paid separately) and the next plan up', async () => {
    proUsed(4);
    const { user } = await renderApp('/agency', { userId: 2 });
    const note = await screen.findByText(/Você já usou os 4 serviços do seu Plano Pro neste mês/);
    expect(note).toHaveTextContent('então este pedido é pago à parte (R$ 50,00)');
    await expectPrice(/^R\$\s50,00$/);
    expect(screen.getByRole('link', { name: 'Conhecer o Plano Creator, com 8 serviços por mês' })).toHaveAttribute('href', '/plans');
    expect(screen.queryByRole('button', { name: 'Gerar agora' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    expect(await screen.findByRole('button', { name: /^Pagar este pedido à parte/ })).toBeInTheDocument();
    expect(capture.to('POST', '/ia/subscription/texto')).toHaveLength(0);
  });

  it('the month’s last service: warned on the summary, and the button says so', async () => {
    proUsed(3);
    await renderApp('/agency', { userId: 2, language: 'en-US' });
    expect(await screen.findByText(/This is the last service of your plan this month/)).toBeInTheDocument();
    await expectPrice('Included in your Pro plan · this will be 4 of 4 this month', 'Price');
    expect(screen.getByRole('button', { name: "Use the month's last service" })).toBeEnabled();
  });

  it('a customer without a plan sees the price and goes to payment', async () => {
    const { user } = await renderApp('/agency', { userId: 1 });
    await expectPrice(/^R\$\s50,00$/);
    await user.click(await screen.findByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(capture.to('POST', '/payments/preference')).toHaveLength(1));
  });
});
