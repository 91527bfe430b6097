import { createElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSubscription } from '@/domain/billing';
import { useHistory } from '@/domain/orders';
import { AuthProvider, useAuth } from '@/domain/session';
import { queryClient } from '@/lib/http/query-client';
import { queryKeys } from '@/lib/http/query-keys';
import { STARTUP_KEYS } from '@/lib/storage/storage-keys';
import { persistent } from '@/lib/storage/storage';
import { db } from '@/mocks/db';
import { api, issueToken } from '@/mocks/handlers/utils';
import { server } from '@/mocks/node';
import { startPageData } from './page-data';

let requests: string[];

beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return () => server.events.removeAllListeners();
});

const customer = () => db.users[0]!;
const logIn = () => persistent.token.set(issueToken(customer()));
/** The page the app starts on (the route's `early`: /client-area names the profile, subscription, history, bot plans). */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
}

/** What a screen reads of the session, the subscription and the history, as it renders. */
function Probe() {
  const { user } = useAuth();
  const subscription = useSubscription();
  const history = useHistory();
  const rows = history.data?.rows.length;
  return createElement('p', null, `${user?.email ?? 'no user'} · ${subscription.data ? 'plan known' : 'plan unknown'} · ${rows ?? '?'} rows`);
}

describe('a logged-in visitor’s page data, asked for as the app starts', () => {
  it('asks for the profile, then the subscription, the bot plans and the history of its account', async () => {
    logIn();
    const { id } = customer();
    openAt('/client-area');
    await startPageData();
    await waitFor(() => expect(requests).toContain(`GET /ia/history/${id}`));
    expect(requests[0]).toBe('GET /me');
    expect(requests.slice(1).sort()).toEqual(
      ['GET /subscription', 'GET /subscription/check-bot-plan?plan=whatsapp_bot', 'GET /subscription/check-bot-plan?plan=discord_bot', `GET /ia/history/${id}`].sort(),
    );
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.subscription(id))).toBeDefined());
    // The account is remembered as the session remembers it: its saved history is the one read.
    expect(localStorage.getItem(STARTUP_KEYS.account)).toBe(String(id));
  });

  it('leaves nothing for the screen to ask again: the session, the subscription and the history render from it', async () => {
    logIn();
    openAt('/client-area');
    await startPageData();
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.subscription(customer().id))).toBeDefined());
    render(createElement(AuthProvider, null, createElement(Probe)));
    expect(await screen.findByText(new RegExp(`^${customer().email} · plan known · \\d+ rows$`))).toBeInTheDocument();
    expect(requests.filter((request) => request === 'GET /me')).toHaveLength(1);
    expect(requests.filter((request) => request === 'GET /subscription')).toHaveLength(1);
    expect(requests.filter((request) => request.startsWith('GET /ia/history/'))).toHaveLength(1);
  });

  it('asks only for what the page names (/agency: the profile and the subscription)', async () => {
    logIn();
    openAt('/agency');
    await startPageData();
    await waitFor(() => expect(requests).toContain('GET /subscription'));
    expect(requests).toEqual(['GET /me', 'GET /subscription']);
  });

  it('asks nothing on a page that names no profile, or without a session', async () => {
    logIn();
    openAt('/blog');
    await startPageData();
    persistent.token.remove();
    openAt('/client-area');
    await startPageData();
    expect(requests).toEqual([]);
  });

  it('asks nothing of the account when its session ends while the profile is on its way', async () => {
    logIn();
    const { id, email, name } = customer();
    server.use(
      http.get(api('/me'), () => {
        // The session ends meanwhile (a refusal elsewhere, a logout in another tab): the token is gone.
        persistent.token.remove();
        return HttpResponse.json({ id, email, name });
      }),
    );
    openAt('/client-area');
    await startPageData();
    expect(requests).toEqual(['GET /me']);
    expect(localStorage.getItem(STARTUP_KEYS.account)).toBeNull();
  });

  it('ends the session once it listens when the history was refused before (a 401 nobody heard yet)', async () => {
    logIn();
    server.use(http.get(api('/ia/history/:userId'), () => HttpResponse.json({ detail: 'Token expirado' }, { status: 401 })));
    openAt('/client-area');
    await startPageData();
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.history(customer().id))?.status).toBe('error'));
    expect(persistent.token.get()).not.toBeNull();
    render(createElement(AuthProvider, null, createElement(Probe)));
    await waitFor(() => expect(persistent.token.get()).toBeNull());
    expect(localStorage.getItem(STARTUP_KEYS.account)).toBeNull();
  });

  it('asks nothing more when the token is refused, and the session still ends when it is watched', async () => {
    logIn();
    server.use(http.get(api('/me'), () => HttpResponse.json({ detail: 'Token inválido' }, { status: 401 })));
    openAt('/client-area');
    await startPageData();
    expect(requests).toEqual(['GET /me']);
    expect(localStorage.getItem(STARTUP_KEYS.account)).toBeNull();
    render(createElement(AuthProvider, null, createElement(Probe)));
    // The watch asks again and the refusal ends the session: the stored token goes.
    await waitFor(() => expect(persistent.token.get()).toBeNull());
    expect(screen.getByText(/^no user/)).toBeInTheDocument();
  });
});
