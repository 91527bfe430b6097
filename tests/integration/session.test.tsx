import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '@/domain/consent';
import { persistent } from '@/lib/storage/storage';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { api, issueToken } from '@/mocks/handlers/utils';
import { currentUrl, renderApp } from '../utils/render-app';

const JOURNEY_LOCAL = { pendingPlan: 'discord_bot', trialData: JSON.stringify({ service_type: 'bot_ia', service_name: 'Bot', trial_days: 15 }), signupChoice: JSON.stringify({ kind: 'bot', bot: 'discord' }) };
const JOURNEY_SESSION = {
  serviceForm: JSON.stringify({ prompt: 'p', service_name: 'Redação para Blog', service_type: 'text' }),
  serviceWizardState: JSON.stringify({ step: 'summary' }),
  continueToPayment: '1',
  continueToAutomation: '1',
  automationForm: JSON.stringify({ bot: 'discord' }),
  loginForm: JSON.stringify({ email: 'ana@loja.com.br' }),
};

/** Another tab of this browser: the token's storage event, and its channel message when it says why. */
function otherTab(change: { token: string | null; reason?: 'logout' | 'expired' }) {
  const old = persistent.token.get();
  if (change.token === null) localStorage.removeItem('token');
  else localStorage.setItem('token', change.token);
  if (change.reason) {
    const channel = new BroadcastChannel('iagencia-session');
    channel.postMessage({ kind: 'ended', reason: change.reason });
    channel.close();
  }
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: old, newValue: change.token, storageArea: localStorage }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logout ends the journey', () => {
  it('removes the token and every journey key from both storages, and keeps language and consent', async () => {
    Object.entries(JOURNEY_LOCAL).forEach(([key, value]) => localStorage.setItem(key, value));
    Object.entries(JOURNEY_SESSION).forEach(([key, value]) => sessionStorage.setItem(key, value));
    localStorage.setItem('i18nextLng', 'pt-BR');
    const consent = JSON.stringify({ version: CONSENT_VERSION, decidedAt: '2026-11-20T10:00:00.000Z', analytics: true, marketing: false });
    localStorage.setItem('cookieConsent', consent);
    const { user } = await renderApp('/blog', { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(localStorage.getItem('token')).toBeNull();
    for (const key of Object.keys(JOURNEY_LOCAL)) expect(localStorage.getItem(key), key).toBeNull();
    for (const key of Object.keys(JOURNEY_SESSION)) expect(sessionStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('pt-BR');
    expect(localStorage.getItem('cookieConsent')).toBe(consent);
    // The logout button says nothing more: the visitor pressed it.
    expect(screen.queryByText(/Sua sessão expirou/)).not.toBeInTheDocument();
  });

  it('so the next person to log in on this computer does not start someone else’s checkout', async () => {
    localStorage.setItem('pendingPlan', 'discord_bot');
    const first = await renderApp('/blog', { userId: 1 });
    await first.user.click(await screen.findByRole('button', { name: 'Sair' }));
    first.unmount();
    persistent.token.set(issueToken(db.users[1]!));
    const { router } = await renderApp('/login');
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
  });
});

describe('a 401 on an authenticated call', () => {
  it('ends the session once, sends a protected screen to /login with the notice, and returns there after login', async () => {
    let historyCalls = 0;
    server.use(
      http.get(api('/ia/history/:userId'), () => {
        historyCalls += 1;
        return HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 });
      }),
    );
    const { router, user } = await renderApp('/client', { userId: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    expect(persistent.token.get()).toBeNull();
    expect(historyCalls).toBe(1);

    server.resetHandlers();
    await user.type(await screen.findByLabelText(/^E-mail/), db.users[0]!.email);
    await user.type(screen.getByLabelText(/^Senha/), db.users[0]!.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/client'));
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
  });

  it('keeps a public screen where it is, with the notice and a way back in, in English too', async () => {
    const { router } = await renderApp('/plans', { userId: 1, language: 'en-US' });
    await screen.findByRole('heading', { level: 1 });
    server.use(http.get(api('/me'), () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    const { apiClient } = await import('@/lib/http/api-client');
    await act(async () => {
      await apiClient.get('/me').catch(() => undefined);
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your session has expired. Please log in again.');
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(currentUrl(router)).toBe('/plans');
  });
});

describe('other tabs', () => {
  it('a logout in another tab sends a protected screen here to /login and says why', async () => {
    sessionStorage.setItem('serviceWizardState', JSON.stringify({ step: 'summary' }));
    const { router } = await renderApp('/client', { userId: 1 });
    await screen.findByRole('heading', { name: 'Histórico de Serviços' });
    act(() => otherTab({ token: null, reason: 'logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await within(await screen.findByRole('main')).findByText('Você saiu da sua conta em outra aba.')).toBeInTheDocument();
    // The person left: this tab's own work in progress goes too.
    expect(sessionStorage.getItem('serviceWizardState')).toBeNull();
  });

  it('an expiry in another tab is explained as one, and keeps the work in progress', async () => {
    sessionStorage.setItem('serviceWizardState', JSON.stringify({ step: 'summary' }));
    const { router } = await renderApp('/client', { userId: 1 });
    await screen.findByRole('heading', { name: 'Histórico de Serviços' });
    act(() => otherTab({ token: null, reason: 'expired' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await within(await screen.findByRole('main')).findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    expect(sessionStorage.getItem('serviceWizardState')).not.toBeNull();
  });

  it('a logout whose channel message arrives before the token’s removal is visible here still ends the session here', async () => {
    // Chromium delivers the other tab's BroadcastChannel message before its localStorage change reaches this tab.
    const { router } = await renderApp('/client', { userId: 1 });
    await screen.findByRole('heading', { name: 'Histórico de Serviços' });
    const token = persistent.token.get();
    act(() => {
      const channel = new BroadcastChannel('iagencia-session');
      channel.postMessage({ kind: 'ended', reason: 'logout' });
      channel.close();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await within(await screen.findByRole('main')).findByText('Você saiu da sua conta em outra aba.')).toBeInTheDocument();
    // Then the token's own storage event: nothing more happens.
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: token, newValue: null, storageArea: localStorage })));
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a tab that missed every signal reads the stored token again before showing a private screen', async () => {
    const { router } = await renderApp('/blog', { userId: 1 });
    await screen.findByRole('button', { name: 'Sair' });
    // Another tab logged out; no storage event, no channel message reached this one.
    localStorage.removeItem('token');
    await act(() => router.navigate('/client'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await within(await screen.findByRole('main')).findByText('Você saiu da sua conta em outra aba.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Histórico de Serviços' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('and shows whoever’s token another tab stored meanwhile, unheard', async () => {
    const { router } = await renderApp('/blog', { userId: 1 });
    await screen.findByRole('button', { name: 'Sair' });
    localStorage.setItem('token', issueToken(db.users[1]!));
    await act(() => router.navigate('/client'));
    expect(await screen.findAllByText(db.users[1]!.email)).toHaveLength(2);
    expect(screen.queryByText(db.users[0]!.email)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client');
  });

  it('a refusal of the old session that arrives after a new login (here or in another tab) ends nothing', async () => {
    const { apiClient } = await import('@/lib/http/api-client');
    await renderApp('/blog', { userId: 1 });
    await screen.findByRole('button', { name: 'Sair' });
    const oldToken = persistent.token.get();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let sentWith: string | null = null;
    // A call made with the old session, refused only once the new one is stored.
    server.use(
      http.get(api('/slow-check'), async ({ request }) => {
        sentWith = request.headers.get('Authorization');
        await answered;
        return HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 });
      }),
    );
    const stale = apiClient.get('/slow-check').catch(() => undefined);
    await waitFor(() => expect(sentWith).toBe(`Bearer ${oldToken}`));
    const newToken = issueToken(db.users[0]!);
    act(() => otherTab({ token: newToken }));
    expect(newToken).not.toBe(oldToken);
    answer();
    await act(() => stale);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(persistent.token.get()).toBe(newToken);
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('a login as someone else in another tab shows that account here', async () => {
    await renderApp('/client', { userId: 1 });
    // The card and "Meus dados" both show the account's e-mail.
    expect(await screen.findAllByText(db.users[0]!.email)).toHaveLength(2);
    act(() => otherTab({ token: issueToken(db.users[1]!) }));
    expect(await screen.findAllByText(db.users[1]!.email)).toHaveLength(2);
    expect(screen.queryByText(db.users[0]!.email)).not.toBeInTheDocument();
  });
});

describe('storage that throws (Safari private mode, blocked cookies)', () => {
  it('renders, logs in for the tab with the token held in memory, and reaches a protected screen', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { router, user } = await renderApp('/login', { state: { from: '/client' } });
    await user.type(await screen.findByLabelText(/^E-mail/), db.users[0]!.email);
    await user.type(screen.getByLabelText(/^Senha/), db.users[0]!.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/client'));
    expect(await screen.findByRole('heading', { name: 'Histórico de Serviços' })).toBeInTheDocument();
    expect(persistent.token.get()).toMatch(/.+/);
  });
});
