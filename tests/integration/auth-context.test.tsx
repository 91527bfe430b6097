import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '@/domain/session';
import { addAnalyticsSink } from '@/lib/analytics/analytics';
import { apiClient } from '@/lib/http/api-client';
import { queryClient } from '@/lib/http/query-client';
import { queryKeys } from '@/lib/http/query-keys';
import { persistent } from '@/lib/storage/storage';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { api, issueToken } from '@/mocks/handlers/utils';
import { renderApp } from '../utils/render-app';

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>status: {auth.status}</p>
      <p>user: {auth.user?.email ?? 'none'}</p>
      <p>profileError: {String(auth.profileError)}</p>
      <button type="button" onClick={() => void auth.login(issueToken(db.users[0]!)).catch(() => undefined)}>
        login
      </button>
      <button type="button" onClick={auth.logout}>
        logout
      </button>
      <button type="button" onClick={auth.retryProfile}>
        retry
      </button>
    </div>
  );
}

const renderProbe = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

describe('AuthProvider', () => {
  it('with no token, ends loading unauthenticated without calling /me', async () => {
    const me = vi.fn();
    server.use(http.get(api('/me'), () => me()));
    renderProbe();
    expect(screen.getByText('status: anonymous')).toBeInTheDocument();
    expect(me).not.toHaveBeenCalled();
  });

  it('with a token, renders at once while loading, then fetches the profile with the bearer', async () => {
    const token = issueToken(db.users[0]!);
    persistent.token.set(token);
    let authorization: string | null = null;
    server.use(
      http.get(api('/me'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ id: 1, email: 'demo@iagencia.com.br' });
      }),
    );
    renderProbe();
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('user: demo@iagencia.com.br')).toBeInTheDocument();
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(authorization).toBe(`Bearer ${token}`);
  });

  it('treats a 401 on /me as session expiry: logs out and forgets the token', async () => {
    persistent.token.set('expired-token');
    const events: string[] = [];
    const stop = addAnalyticsSink((event) => events.push(event));
    renderProbe();
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(persistent.token.get()).toBeNull();
    expect(events).toContain('session_expired');
    stop();
  });

  it('treats a 403 on /me as session expiry too', async () => {
    persistent.token.set(issueToken(db.users[0]!));
    server.use(http.get(api('/me'), () => HttpResponse.json({ detail: 'forbidden' }, { status: 403 })));
    renderProbe();
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(persistent.token.get()).toBeNull();
  });

  it('keeps the session on a server error and fetches again on retry', async () => {
    const token = issueToken(db.users[0]!);
    persistent.token.set(token);
    let fail = true;
    server.use(
      http.get(api('/me'), () =>
        fail ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : HttpResponse.json({ id: 1, email: 'demo@iagencia.com.br' }),
      ),
    );
    const user = userEvent.setup();
    renderProbe();
    expect(await screen.findByText('profileError: true')).toBeInTheDocument();
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(persistent.token.get()).toBe(token);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('user: demo@iagencia.com.br')).toBeInTheDocument();
    expect(screen.getByText('profileError: false')).toBeInTheDocument();
  });

  it('keeps the session on a network error', async () => {
    persistent.token.set('any-token');
    server.use(http.get(api('/me'), () => HttpResponse.error()));
    renderProbe();
    expect(await screen.findByText('profileError: true', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(persistent.token.get()).toBe('any-token');
  }, 15_000);

  it('login stores the token and fetches the profile; logout clears both', async () => {
    const user = userEvent.setup();
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'login' }));
    expect(await screen.findByText('user: demo@iagencia.com.br')).toBeInTheDocument();
    expect(persistent.token.get()).toMatch(/^demo\.1\./);
    await user.click(screen.getByRole('button', { name: 'logout' }));
    expect(screen.getByText('status: anonymous')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(persistent.token.get()).toBeNull();
  });

  it('keeps the profile as a query of the one client, under the token it was asked with, and forgets it with the session', async () => {
    const user = userEvent.setup();
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'login' }));
    expect(await screen.findByText('user: demo@iagencia.com.br')).toBeInTheDocument();
    const token = persistent.token.get()!;
    expect(queryClient.getQueryData(queryKeys.profile(token))).toMatchObject({ email: 'demo@iagencia.com.br' });
    // What the cache holds is what the session shows.
    act(() => queryClient.setQueryData(queryKeys.profile(token), { id: 1, email: 'novo@iagencia.com.br' }));
    expect(await screen.findByText('user: novo@iagencia.com.br')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'logout' }));
    expect(queryClient.getQueryData(queryKeys.profile(token))).toBeUndefined();
  });

  it('logs out once when several authenticated calls fail with 401 together', async () => {
    persistent.token.set(issueToken(db.users[0]!));
    const events: string[] = [];
    const stop = addAnalyticsSink((event) => events.push(event));
    renderProbe();
    await screen.findByText('status: authenticated');
    server.use(http.get(api('/subscription'), () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    await act(async () => {
      await Promise.allSettled([apiClient.get('/subscription'), apiClient.get('/subscription'), apiClient.get('/subscription')]);
    });
    await waitFor(() => expect(screen.getByText('status: anonymous')).toBeInTheDocument());
    expect(events.filter((event) => event === 'session_expired')).toHaveLength(1);
    stop();
  });
});

describe('RequireAuth', () => {
  it('sends an anonymous visitor to /login, remembering where they were going', async () => {
    const { router } = await renderApp('/client-area');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/client-area' });
  });

  it('lets a logged-in customer in', async () => {
    const { router } = await renderApp('/client-area', { userId: 1 });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client-area');
  });
});

describe('auth bootstrap', () => {
  /** /me answers only when the test lets it. */
  function holdMe() {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(api('/me'), async () => {
        await released;
        await delay(10);
        return HttpResponse.json({ id: 1, email: 'demo@iagencia.com.br' });
      }),
    );
    return () => release();
  }

  it('renders a public page at once while /me is still pending, header buttons held by a placeholder', async () => {
    const release = holdMe();
    await renderApp('/blog', { userId: 1 });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Carregando autenticação...')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(document.querySelector('.nav-account-placeholder')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(document.querySelector('.nav-account-placeholder')).not.toBeInTheDocument();
  });

  it('holds a private page on "Carregando autenticação..." until /me answers, in the page\'s own shell', async () => {
    const release = holdMe();
    await renderApp('/client-area', { userId: 1 });
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando autenticação...');
    // The page's heading and the history's outline, nothing of the account.
    expect(screen.getByRole('heading', { level: 1, name: 'Área do Cliente' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Histórico de Serviços' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seus dados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('region', { name: 'Seus dados' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando autenticação...')).not.toBeInTheDocument();
  });

  it('on /login, waits for the stored session, then runs the after-login steps', async () => {
    const release = holdMe();
    const { router } = await renderApp('/login', { userId: 1 });
    expect(await screen.findByText('Carregando autenticação...')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency'));
  });
});
