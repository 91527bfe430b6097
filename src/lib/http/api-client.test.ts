import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { apiClient, onSessionRefused, PUBLIC_SAME_ORIGIN_REQUEST } from './api-client';
import { retryDelay } from './http-client';
import { toApiError } from './api-error';
import { persistent } from '@/lib/storage/storage';
import { i18n } from '@/i18n/index';

afterEach(() => vi.useRealTimers());

/** The normalised error of a request that must fail. */
const failure = (request: Promise<unknown>) =>
  request.then(() => {
    throw new Error('the request should have failed');
  }, toApiError);

describe('apiClient', () => {
  it('takes the answer the head script asked for, once, in place of its own request; asks again when it was no 2xx', async () => {
    persistent.token.set('tok-early');
    let asked = 0;
    server.use(
      http.get(api('/subscription/check-bot-plan'), () => {
        asked += 1;
        return HttpResponse.json({ has_subscription: false });
      }),
    );
    (window as unknown as Record<string, unknown>).__earlyRequests = {
      token: 'tok-early',
      responses: {
        '/subscription/check-bot-plan?plan=whatsapp_bot': Promise.resolve(Response.json({ has_subscription: true })),
        '/subscription/check-bot-plan?plan=discord_bot': Promise.resolve(Response.json({ detail: 'down' }, { status: 503 })),
      },
    };
    try {
      expect((await apiClient.get('/subscription/check-bot-plan', { params: { plan: 'whatsapp_bot' } })).data).toEqual({ has_subscription: true });
      expect(asked).toBe(0);
      expect((await apiClient.get('/subscription/check-bot-plan', { params: { plan: 'discord_bot' } })).data).toEqual({ has_subscription: false });
      // Taken once: the next call asks the API.
      expect((await apiClient.get('/subscription/check-bot-plan', { params: { plan: 'whatsapp_bot' } })).data).toEqual({ has_subscription: false });
      expect(asked).toBe(2);
    } finally {
      delete (window as unknown as Record<string, unknown>).__earlyRequests;
    }
  });

  it('sends the stored token as a bearer on every call', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(api('/probe'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiClient.get('/probe');
    persistent.token.set('tok-123');
    await apiClient.get('/probe');
    expect(seen).toEqual([null, 'Bearer tok-123']);
  });

  it('keeps the token away from other origins and from the public lead call', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.get('https://elsewhere.example/probe', ({ request }) => {
        seen.elsewhere = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
      http.post('/api/leads', ({ request }) => {
        seen.lead = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
      http.get(api('/probe'), ({ request }) => {
        seen.api = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    persistent.token.set('tok-123');
    await apiClient.get('https://elsewhere.example/probe');
    await apiClient.post('/api/leads', { name: 'Ana' }, PUBLIC_SAME_ORIGIN_REQUEST);
    await apiClient.get('/probe');
    expect(seen).toEqual({ elsewhere: null, lead: null, api: 'Bearer tok-123' });
  });

  it('sends the page’s language as Accept-Language, following a change of language', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(api('/probe'), ({ request }) => {
        seen.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await i18n.changeLanguage('pt-BR');
    await apiClient.get('/probe');
    await i18n.changeLanguage('en-US');
    await apiClient.get('/probe');
    expect(seen).toEqual(['pt-BR', 'en-US']);
  });

  it('retries an idempotent GET on 503 and network errors, then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(api('/flaky'), () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        if (calls === 2) return new HttpResponse(null, { status: 503 });
        return HttpResponse.json({ ok: true });
      }),
    );
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { data } = await apiClient.get('/flaky');
    expect(data).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('gives up after a few retries with the last error', async () => {
    let calls = 0;
    server.use(
      http.get(api('/down'), () => {
        calls += 1;
        return HttpResponse.json({ detail: 'indisponível' }, { status: 502 });
      }),
    );
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const error = await failure(apiClient.get('/down'));
    expect(error).toMatchObject({ status: 502, detail: 'indisponível' });
    expect(calls).toBe(4);
  });

  it('does not retry a 500, a 4xx or any POST', async () => {
    const calls = { get500: 0, get404: 0, post: 0 };
    server.use(
      http.get(api('/broken'), () => {
        calls.get500 += 1;
        return new HttpResponse(null, { status: 500 });
      }),
      http.get(api('/missing'), () => {
        calls.get404 += 1;
        return new HttpResponse(null, { status: 404 });
      }),
      http.post(api('/payments/preference'), () => {
        calls.post += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    await apiClient.get('/broken').catch(() => undefined);
    await apiClient.get('/missing').catch(() => undefined);
    await apiClient.post('/payments/preference').catch(() => undefined);
    expect(calls).toEqual({ get500: 1, get404: 1, post: 1 });
  });

  it('spreads retries with jitter under a growing cap', () => {
    expect(retryDelay(0, () => 0)).toBe(200);
    expect(retryDelay(0, () => 1)).toBe(400);
    expect(retryDelay(2, () => 1)).toBe(1600);
    expect(retryDelay(10, () => 1)).toBe(4000);
  });

  it('times out instead of hanging on a dead server', async () => {
    server.use(http.post(api('/slow'), () => new Promise<Response>(() => undefined)));
    const error = await failure(apiClient.post('/slow', null, { timeout: 50 }));
    expect(error.isTimeout).toBe(true);
  });

  it('reports a cancelled request as cancelled, not as an error to show', async () => {
    server.use(http.get(api('/never'), () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = failure(apiClient.get('/never', { signal: controller.signal }));
    controller.abort();
    expect((await pending).isCanceled).toBe(true);
  });

  it('announces a 401 on an authenticated call, but not on an anonymous one', async () => {
    server.use(http.get(api('/secret'), () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    const listener = vi.fn();
    const stop = onSessionRefused(listener);
    await apiClient.get('/secret').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    persistent.token.set('old');
    await apiClient.get('/secret').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    // With the token the refused call carried: the session may have changed while it was on its way.
    expect(listener).toHaveBeenCalledWith('old');
    stop();
  });
});
