import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The head script's requests, as a production build sends them (the tests run in demo mode, which sends none). */
async function load({ demo = false } = {}) {
  vi.stubEnv('VITE_DEMO', demo ? '1' : '');
  vi.stubEnv('VITE_API_URL', 'https://api.example.com/');
  vi.resetModules();
  return import('./early-requests');
}

const PATHS = '/me /subscription /ia/history/{account} /subscription/check-bot-plan?plan=whatsapp_bot';
const fetched = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([url, init]) => [url, (init as RequestInit).headers]);

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).__earlyRequests;
});

describe('the early requests', () => {
  it('asks for each path with the session’s token and the page’s language, the history for the remembered account', async () => {
    const { startEarlyRequests, EARLY_REQUESTS_KEY } = await load();
    startEarlyRequests({ paths: PATHS, token: 'tok', account: '7', language: 'en-US' });
    const headers = { Authorization: 'Bearer tok', 'Accept-Language': 'en-US' };
    expect(fetched(fetch)).toEqual([
      ['https://api.example.com/me', headers],
      ['https://api.example.com/subscription', headers],
      ['https://api.example.com/ia/history/7', headers],
      ['https://api.example.com/subscription/check-bot-plan?plan=whatsapp_bot', headers],
    ]);
    const early = (window as unknown as Record<string, { token: string; responses: Record<string, unknown> }>)[EARLY_REQUESTS_KEY];
    expect(early?.token).toBe('tok');
    expect(Object.keys(early?.responses ?? {})).toEqual(['/me', '/subscription', '/ia/history/7', '/subscription/check-bot-plan?plan=whatsapp_bot']);
  });

  it('leaves out the history when no account is remembered', async () => {
    const { startEarlyRequests } = await load();
    startEarlyRequests({ paths: PATHS, token: 'tok', account: null, language: 'pt-BR' });
    expect(fetched(fetch).map(([url]) => url)).not.toContain('https://api.example.com/ia/history/');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks nothing without a session, on a page that names nothing, or in a demo build', async () => {
    let { startEarlyRequests } = await load();
    startEarlyRequests({ paths: PATHS, token: null, account: '7', language: 'pt-BR' });
    startEarlyRequests({ paths: null, token: 'tok', account: '7', language: 'pt-BR' });
    ({ startEarlyRequests } = await load({ demo: true }));
    startEarlyRequests({ paths: PATHS, token: 'tok', account: '7', language: 'pt-BR' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
