import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanId } from '@/config/plans';
import { i18n } from '@/i18n';
import { AuthProvider } from '@/domain/session';
import { browserLocation } from '@/lib/links/safe-redirect';
import { persistent } from '@/lib/storage/storage';
import { journey } from '@/domain/journey';
import { useSubscribe } from '@/domain/billing';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { activatePlan } from '@/mocks/model';
import { api, issueToken } from '@/mocks/handlers/utils';

/** A plan button as the marketing pages build it on useSubscribe(). */
function PlanButton({ plan }: { plan: PlanId }) {
  const { subscribe, busyPlan, error, clearError } = useSubscribe();
  return (
    <div>
      <button type="button" disabled={busyPlan !== null} onClick={() => void subscribe(plan)}>
        {busyPlan === plan ? 'Abrindo...' : `Assinar ${plan}`}
      </button>
      {error && (
        <p role="alert">
          {error} <button onClick={clearError}>fechar</button>
        </p>
      )}
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

let calls: string[];
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  calls = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== '/me') calls.push(`${request.method} ${url.pathname}${url.search} ${request.headers.get('Authorization') ? 'bearer' : 'anonymous'}`);
  });
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
  return () => server.events.removeAllListeners();
});

async function renderButton(plan: PlanId, { loggedIn = true } = {}) {
  if (loggedIn) persistent.token.set(issueToken(db.users[0]!));
  const user = userEvent.setup();
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<PlanButton plan={plan} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
  await user.click(await screen.findByRole('button', { name: `Assinar ${plan}` }));
  return { user };
}

describe('the subscribe flow (docs/product/accounts.md#subscribe-flow), behind every plan button', () => {
  it('without a session: remembers the plan and asks for a login, calling nothing', async () => {
    await renderButton('discord_bot', { loggedIn: false });
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(journey.pendingPlan.get()).toBe('discord_bot');
    expect(calls).toEqual([]);
  });

  it('a bot plan already held goes to its bot-creation page', async () => {
    activatePlan(1, 'discord_bot');
    await renderButton('discord_bot');
    expect(await screen.findByText('at /bot-creation?bot=discord_bot')).toBeInTheDocument();
    expect(calls).toEqual(['GET /subscription/check-bot-plan?plan=discord_bot bearer']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a bot plan not held: creates the preference (empty body, plan in the query) and leaves for init_point', async () => {
    let body: string | null = null;
    server.use(
      http.post(api('/payments/plan-preference'), async ({ request }) => {
        body = await request.clone().text();
        return undefined;
      }),
    );
    await renderButton('whatsapp_bot');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const preference = db.preferences.find((candidate) => candidate.plan === 'whatsapp_bot')!;
    expect(assign).toHaveBeenCalledWith(preference.init_point);
    // Not held, and the account's plan is not a Combo that would include it: then the checkout.
    expect(calls).toEqual(['GET /subscription/check-bot-plan?plan=whatsapp_bot bearer', 'GET /subscription bearer', 'POST /payments/plan-preference?plan=whatsapp_bot bearer']);
    expect(body).toBe('');
    // The browser is leaving: the button stays busy instead of inviting a second click.
    expect(screen.getByRole('button', { name: 'Abrindo...' })).toBeDisabled();
  });

  it('a bot a Combo holder asks for: its setup form (which opens no checkout for the Combo’s bot), never a checkout', async () => {
    activatePlan(1, 'combo');
    await renderButton('discord_bot');
    expect(await screen.findByText('at /automation?bot=discord')).toBeInTheDocument();
    expect(calls).toEqual(['GET /subscription/check-bot-plan?plan=discord_bot bearer', 'GET /subscription bearer']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a failing subscription call falls back to the payment, like a failing bot check', async () => {
    activatePlan(1, 'combo');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(api('/subscription'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await renderButton('discord_bot');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalledWith('Error checking the subscription:', expect.anything());
  });

  it('a content plan skips the check', async () => {
    await renderButton('pro');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['POST /payments/plan-preference?plan=pro bearer']);
  });

  it('a failing check is logged and falls back to the plan payment', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(api('/subscription/check-bot-plan'), () => HttpResponse.error()));
    await renderButton('discord_bot');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalledWith('Error checking bot subscription:', expect.anything());
    // The log line never carries the request's headers: no bearer token in the console.
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/Bearer|Authorization/);
    expect(calls.at(-1)).toBe('POST /payments/plan-preference?plan=discord_bot bearer');
  });

  it('goes to the preference’s redirect when init_point is missing', async () => {
    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.json({ init_point: null, redirect: 'https://www.mercadopago.com.br/subscriptions/checkout?preapproval_plan_id=9' })));
    await renderButton('pro');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.mercadopago.com.br/subscriptions/checkout?preapproval_plan_id=9'));
  });

  it.each([
    ['another host', 'https://mercadopago.com.br.evil.example/checkout'],
    ['a script URL', 'javascript:alert(document.cookie)'],
    ['a protocol-relative URL', '//evil.example/checkout'],
  ])('refuses a hostile init_point (%s) and shows the missing-link error', async (_case, hostile) => {
    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.json({ init_point: hostile })));
    const { user } = await renderButton('pro');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao iniciar assinatura: o link de pagamento não foi gerado.');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Assinar pro' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'fechar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['the server’s detail', HttpResponse.json({ detail: 'Plano indisponível no momento.' }, { status: 400 }), 'Erro ao iniciar assinatura: Plano indisponível no momento.'],
    ['a translated network error', HttpResponse.error(), 'Erro ao iniciar assinatura: Sem conexão com o servidor. Verifique sua internet e tente novamente.'],
    ['a translated generic error', new HttpResponse('<html><body>Bad gateway</body></html>', { status: 502 }), 'Erro ao iniciar assinatura: Algo deu errado. Tente novamente.'],
  ])('shows a failing payment start with %s', async (_case, response, message) => {
    server.use(http.post(api('/payments/plan-preference'), () => response));
    await renderButton('corporate');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the error in English', async () => {
    await i18n.changeLanguage('en-US');
    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.error()));
    await renderButton('corporate');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't start your subscription: Can't reach the server. Check your connection and try again.",
    );
  });

  it('a session that ended meanwhile (401) keeps the plan and asks for a login', async () => {
    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 })));
    await renderButton('pro');
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(journey.pendingPlan.get()).toBe('pro');
  });

  it('sends one request however often the button is pressed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/subscription/check-bot-plan'), async () => {
        await gate;
        return HttpResponse.json({ has_subscription: true });
      }),
    );
    const { user } = await renderButton('whatsapp_bot');
    const busy = screen.getByRole('button', { name: 'Abrindo...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();
    expect(await screen.findByText('at /bot-creation?bot=whatsapp_bot')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('GET /subscription/check-bot-plan'))).toHaveLength(1);
  });
});
