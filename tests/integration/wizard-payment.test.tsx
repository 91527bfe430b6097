import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { browserLocation } from '@/lib/links/safe-redirect';
import { countThisMonth } from '@/domain/orders';
import { currentUrl, renderApp } from '../utils/render-app';
import { FILLED_TEXT, TEXT_SERVICE, captureRequests, seedWizard } from './service-test-helpers';

const EXPECTED_PROMPT = [
  'Serviço: Copy de Landing Page',
  'Empresa: Café Serra Alta',
  'Público-alvo: Amantes de café especial',
  'Tom de voz: Acolhedor',
  'Produto ou serviço: Café torrado em grãos, 250 g',
  'Objetivo: Vender pela loja online',
  'Idioma da resposta: português do Brasil',
].join('\n');

let capture: ReturnType<typeof captureRequests>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  capture = captureRequests();
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => capture.stop());

describe('service wizard: payment', () => {
  it('saves the order, sets continue-to-payment and sends an anonymous visitor to /login', async () => {
    seedWizard({ step: 'summary', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user, router } = await renderApp('/agency');
    expect(await screen.findByText(/Para pagar, entre na sua conta/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar para pagar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/agency?goToPayment=true' });
    expect(sessionStorage.getItem('continueToPayment')).toBe('1');
    expect(JSON.parse(sessionStorage.getItem('serviceWizardState') ?? '{}')).toMatchObject({ step: 'payment', service: { name: TEXT_SERVICE.name }, briefing: FILLED_TEXT });
    expect(capture.to('POST', '/payments/preference')).toHaveLength(0);
  });

  it('resumes at payment after login (goToPayment), cleans the URL and starts payment exactly once', async () => {
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    sessionStorage.setItem('continueToPayment', '1');
    const { router } = await renderApp('/agency?goToPayment=true', { userId: 1 });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(currentUrl(router)).toBe('/agency');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem('continueToPayment')).toBeNull();
    const [preference] = capture.to('POST', '/payments/preference');
    expect(capture.to('POST', '/payments/preference')).toHaveLength(1);
    expect(preference?.headers.get('authorization')).toMatch(/^Bearer /);
    // multipart/form-data sends line breaks as CRLF, as browsers do.
    const body = preference?.body as Record<string, string>;
    expect({ ...body, prompt: body.prompt?.replace(/\r\n/g, '\n') }).toEqual({ service_name: 'Copy de Landing Page', prompt: EXPECTED_PROMPT });
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/demo/checkout');
    expect(db.preferences.at(-1)).toMatchObject({ id: target.searchParams.get('preference_id'), amount: 50, service: { service_type: 'text' } });
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Pagamento');
  });

  it('does not start a second payment when the order already has its link (back from Mercado Pago, reload)', async () => {
    seedWizard({ step: 'summary', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const first = await renderApp('/agency', { userId: 1 });
    await first.user.click(await screen.findByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    first.unmount();

    await renderApp('/agency', { userId: 1 });
    const button = await screen.findByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ });
    expect(capture.to('POST', '/payments/preference')).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
    await first.user.click(button);
    expect(assign).toHaveBeenCalledTimes(2);
    expect(assign.mock.calls[1]?.[0]).toBe(assign.mock.calls[0]?.[0]);
  });

  it('sends the reference file in the multipart body', async () => {
    seedWizard({ step: 'data', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user } = await renderApp('/agency', { userId: 1 });
    await user.upload(await screen.findByLabelText(/Arquivo de referência/), new File(['logo'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Arquivo anexado: logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar para o resumo' }));
    await user.click(await screen.findByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(capture.to('POST', '/payments/preference')).toHaveLength(1));
    // jsdom's XHR drops the file name on the way to the mock; the browser journey keeps it.
    expect(capture.to('POST', '/payments/preference')[0]?.body).toMatchObject({ file: { size: 4 } });
  });

  it('asks before paying without a file a reload lost, then pays without it when told to', async () => {
    seedWizard({ order: 'lost-file', step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT, file: { name: 'logo.png' } });
    const { user } = await renderApp('/agency', { userId: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O arquivo de referência “logo.png” se perdeu quando a página recarregou');
    expect(capture.to('POST', '/payments/preference')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Continuar sem o arquivo' }));
    await waitFor(() => expect(capture.to('POST', '/payments/preference')).toHaveLength(1));
    expect(capture.to('POST', '/payments/preference')[0]?.body).not.toHaveProperty('file');
  });

  it('sends the customer back to attach the file a reload lost', async () => {
    seedWizard({ order: 'lost-file-again', step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT, file: { name: 'logo.png' } });
    const { user } = await renderApp('/agency', { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Anexar de novo' }));
    expect(await screen.findByText(/O arquivo “logo.png” estava anexado antes de a página recarregar/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Dados');
    expect(capture.to('POST', '/payments/preference')).toHaveLength(0);
  });

  it('refuses a hostile init_point and says the payment link failed', async () => {
    server.use(http.post(api('/payments/preference'), () => HttpResponse.json({ preference: { id: 'pref-1', init_point: 'https://mercadopago.com.evil.example/pay' } })));
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    await renderApp('/agency', { userId: 1 });
    expect(await screen.findByText('Erro ao gerar o link de pagamento.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('serviceWizardState') ?? '{}').preference).toBeNull();
  });

  it('says the payment link failed when the preference has no init_point', async () => {
    server.use(http.post(api('/payments/preference'), () => HttpResponse.json({ preference: { id: 'pref-1' } })));
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    await renderApp('/agency', { userId: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao gerar o link de pagamento.');
  });

  it('says the preference failed (not the processing error), then the server’s detail, and retries on demand', async () => {
    let calls = 0;
    server.use(
      http.post(api('/payments/preference'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ detail: 'Mercado Pago fora do ar' }, { status: 502 }) : HttpResponse.json({ preference: { id: 'p2', init_point: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=p2' } });
      }),
    );
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user } = await renderApp('/agency', { userId: 1 });
    expect(await screen.findByText('Erro ao gerar a preferência de pagamento. Mercado Pago fora do ar')).toBeInTheDocument();
    expect(screen.queryByText(/Erro ao processar o pagamento/)).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=p2'));
  });

  it('shows the preference error when the server gives no detail, in both languages', async () => {
    server.use(http.post(api('/payments/preference'), () => new HttpResponse(null, { status: 500 })));
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { unmount } = await renderApp('/agency', { userId: 1 });
    expect(await screen.findByText('Erro ao gerar a preferência de pagamento.')).toBeInTheDocument();
    unmount();
    await renderApp('/agency', { userId: 1, language: 'en-US' });
    expect(await screen.findByText('Error generating payment preference.')).toBeInTheDocument();
  });

  it('asks an anonymous visitor on a restored payment step to log in, without calling the API', async () => {
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    await renderApp('/agency');
    expect(await screen.findByText('Entre na sua conta para pagar. Seu pedido fica salvo enquanto isso.')).toBeInTheDocument();
    expect(capture.to('POST', '/payments/preference')).toHaveLength(0);
  });
});

describe('service wizard: active plan', () => {
  it('shows the quota use, then runs the service from the plan without paying', async () => {
    const used = countThisMonth(db.history.filter((item) => item.user_id === 2));
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user } = await renderApp('/agency', { userId: 2 });
    expect(await screen.findByText('Seu Plano Pro inclui este serviço: não há nada a pagar.')).toBeInTheDocument();
    expect(await screen.findByText(`Você já usou ${used} de 4 serviços do plano este mês.`)).toBeInTheDocument();
    expect(capture.to('POST', '/payments/preference')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Gerar com o meu plano' }));
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
    const [run] = capture.to('POST', '/ia/subscription/texto');
    expect(run?.body).toEqual({
      prompt: EXPECTED_PROMPT,
      service_name: 'Copy de Landing Page',
      service_type: 'text',
      system_context: TEXT_SERVICE.context,
      max_tokens: 2048,
    });
    expect(screen.getByText(/TÍTULO/)).toHaveTextContent('Café Serra Alta');
    expect(screen.getByRole('button', { name: 'Baixar texto (.txt)' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(capture.to('POST', '/payments/preference')).toHaveLength(0);
  });

  it('shows "Erro ao executar serviço:" with the detail and stays on payment', async () => {
    server.use(http.post(api('/ia/subscription/texto'), () => HttpResponse.json({ detail: 'Limite do plano atingido' }, { status: 403 })));
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user } = await renderApp('/agency', { userId: 2 });
    await user.click(await screen.findByRole('button', { name: 'Gerar com o meu plano' }));
    expect(await screen.findByText('Erro ao executar serviço: Limite do plano atingido')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Pagamento');
    // A refused run is not a dead end: the next plan up, or this order paid separately.
    expect(screen.getByRole('link', { name: 'Conhecer o Plano Creator, com 8 serviços por mês' })).toHaveAttribute('href', '/plans');
    expect(screen.getByRole('button', { name: /^Pagar este pedido à parte \(R\$\s50,00\)$/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Gerar com o meu plano' })).not.toBeInTheDocument();
  });

  it('stops a plan holder at the quota and offers to pay separately', async () => {
    const now = new Date().toISOString();
    for (let i = 0; i < 4; i += 1) {
      db.history.push({ id: 900 + i, created_at: now, service_name: 'E-mail Marketing', service_type: 'text', prompt: 'x', result: 'y', result_bin: null, payment_id: null, user_id: 2, system_context: '', max_tokens: 2048, payment_status: 'active', payment_amount: 0 });
    }
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user } = await renderApp('/agency', { userId: 2 });
    expect(await screen.findByText(/Você já usou todos os serviços do plano este mês/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerar com o meu plano' })).not.toBeInTheDocument();
    const upgrade = screen.getByRole('link', { name: 'Conhecer o Plano Creator, com 8 serviços por mês' });
    expect(upgrade).toHaveAttribute('href', '/plans');
    await user.click(screen.getByRole('button', { name: /^Pagar este pedido à parte/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(capture.to('POST', '/payments/preference')).toHaveLength(1);
  });

  it('warns before the run that uses the month’s last service, then runs it', async () => {
    const now = new Date().toISOString();
    // Exactly three of the pro plan's four services used this month.
    db.history = db.history.filter((entry) => entry.user_id !== 2);
    for (let i = 0; i < 3; i += 1) {
      db.history.push({ id: 900 + i, created_at: now, service_name: 'E-mail Marketing', service_type: 'text', prompt: 'x', result: 'y', result_bin: null, payment_id: null, user_id: 2, system_context: '', max_tokens: 2048, payment_status: 'active', payment_amount: 0 });
    }
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user } = await renderApp('/agency', { userId: 2 });
    const warning = await screen.findByText(/Este é o último serviço do seu plano neste mês/);
    expect(warning).toHaveTextContent(/R\$\s50,00/);
    expect(screen.getByRole('link', { name: 'Conhecer o Plano Creator, com 8 serviços por mês' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar o último serviço do mês' }));
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
    expect(capture.to('POST', '/ia/subscription/texto')).toHaveLength(1);
  });

  it('warns in English too, and the upgrade opens /plans with the next plan highlighted', async () => {
    const now = new Date().toISOString();
    // Exactly three of the pro plan's four services used this month.
    db.history = db.history.filter((entry) => entry.user_id !== 2);
    for (let i = 0; i < 3; i += 1) {
      db.history.push({ id: 900 + i, created_at: now, service_name: 'E-mail Marketing', service_type: 'text', prompt: 'x', result: 'y', result_bin: null, payment_id: null, user_id: 2, system_context: '', max_tokens: 2048, payment_status: 'active', payment_amount: 0 });
    }
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user, router } = await renderApp('/agency', { userId: 2, language: 'en-US' });
    expect(await screen.findByText(/This is the last service of your plan this month/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Use the month's last service" })).toBeEnabled();
    await user.click(screen.getByRole('link', { name: 'See the Creator plan, with 8 services a month' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(router.state.location.state).toEqual({ chosenPlan: 'creator' });
    expect(await screen.findByText('Your choice')).toBeInTheDocument();
  });

  it('pays per service when the plan check fails', async () => {
    server.use(http.get(api('/subscription'), () => HttpResponse.json({ detail: 'erro' }, { status: 500 })));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    await renderApp('/agency', { userId: 2 });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });
});
