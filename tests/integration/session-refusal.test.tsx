import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { addAnalyticsSink } from '@/lib/analytics/analytics';
import { apiClient } from '@/lib/http/api-client';
import { onSessionRefused } from '@/lib/http/session-events';
import { persistent } from '@/lib/storage/storage';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { currentUrl, renderApp } from '../utils/render-app';

/**
 * One 401 path: whichever call receives the refusal (the HTTP client, the profile, the history worker's own
 * fetch), it goes through the one rule of src/lib/http/session-events.ts, the only module that can raise the
 * signal, and the session ends once.
 */
let seen: { refused: string[]; events: string[] };
beforeEach(() => {
  seen = { refused: [], events: [] };
  const stops = [onSessionRefused((token) => seen.refused.push(token)), addAnalyticsSink((event) => seen.events.push(event))];
  return () => stops.forEach((stop) => stop());
});
const expiries = () => seen.events.filter((event) => event === 'session_expired').length;

/** The tokens the refusing handlers were sent: the one rule must hand on exactly these. */
let refusedTokens: string[];
beforeEach(() => {
  refusedTokens = [];
});
const expired =
  (status: 401 | 403) =>
  ({ request }: { request: Request }) => {
    refusedTokens.push((request.headers.get('Authorization') ?? '').replace(/^Bearer /, ''));
    return HttpResponse.json({ detail: 'Token expirado' }, { status });
  };

describe('a refused session ends once, through the one rule', () => {
  it('a 401 on any call that carried the token', async () => {
    await renderApp('/plans', { userId: 1 });
    await screen.findByRole('button', { name: 'Sair' });
    const token = persistent.token.get();
    server.use(http.get(api('/subscription'), expired(401)));
    await act(() => apiClient.get('/subscription').catch(() => undefined));
    expect(seen.refused).toEqual([token]);
    expect(expiries()).toBe(1);
    expect(persistent.token.get()).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sua sessão expirou. Entre novamente.');
  });

  it.each([401, 403] as const)('a %i on the profile (/me)', async (status) => {
    server.use(http.get(api('/me'), expired(status)));
    const { router } = await renderApp('/plans', { userId: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sua sessão expirou. Entre novamente.');
    // The HTTP client's answer, not a second signal from the profile query as well.
    expect(refusedTokens).toEqual([expect.stringMatching(/^demo\.1\./)]);
    expect(seen.refused).toEqual(refusedTokens);
    expect(expiries()).toBe(1);
    expect(persistent.token.get()).toBeNull();
    expect(currentUrl(router)).toBe('/plans');
  });

  it('a 401 from the history worker’s own fetch', async () => {
    server.use(http.get(api('/ia/history/:userId'), expired(401)));
    const { router } = await renderApp('/client', { userId: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await within(await screen.findByRole('main')).findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    expect(refusedTokens).toEqual([expect.stringMatching(/^demo\.1\./)]);
    expect(seen.refused).toEqual(refusedTokens);
    expect(expiries()).toBe(1);
  });

  it('a 403 on any other call keeps the session: it refuses the call, not the token', async () => {
    await renderApp('/plans', { userId: 1 });
    await screen.findByRole('button', { name: 'Sair' });
    const token = persistent.token.get();
    server.use(http.get(api('/subscription'), expired(403)));
    await act(() => apiClient.get('/subscription').catch(() => undefined));
    expect(seen.refused).toEqual([]);
    expect(expiries()).toBe(0);
    expect(persistent.token.get()).toBe(token);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });
});
