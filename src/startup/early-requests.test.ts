import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The head script's requests, as a production build sends them (the tests run in demo mode, which sends none). */
async function load({ demo = false } = {}) {
  vi.stubEnv('VITE_DEMO', demo ? '1' : '');
  vi.stubEnv('VITE_API_URL', 'https://api.example.com/');
  vi.resetModules();
  return import('./early-requests');
}

const PATHS = '/me /subscription /subscription/check-bot-plan?plan=whatsapp_bot';
const fetched = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([url, init]) => [url, (init as RequestInit).headers]);

/** A worker that records what it is asked, and can say something back or fail to load. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly script: string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('Worker', FakeWorker);
  FakeWorker.made = [];
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).__earlyRequests;
  delete (window as unknown as Record<string, unknown>).__historyWorker;
});

describe('the early requests', () => {
  it('asks for each path with the session’s token and the page’s language', async () => {
    const { startEarlyRequests, EARLY_REQUESTS_KEY } = await load();
    startEarlyRequests({ paths: PATHS, token: 'tok', account: '7', language: 'en-US' });
    const headers = { Authorization: 'Bearer tok', 'Accept-Language': 'en-US' };
    expect(fetched(fetch)).toEqual([
      ['https://api.example.com/me', headers],
      ['https://api.example.com/subscription', headers],
      ['https://api.example.com/subscription/check-bot-plan?plan=whatsapp_bot', headers],
    ]);
    const early = (window as unknown as Record<string, { token: string; responses: Record<string, unknown> }>)[EARLY_REQUESTS_KEY];
    expect(early?.token).toBe('tok');
    expect(Object.keys(early?.responses ?? {})).toEqual(['/me', '/subscription', '/subscription/check-bot-plan?plan=whatsapp_bot']);
  });

  it('starts the history worker on the remembered account’s history, and keeps what it says for the app', async () => {
    const { startHistoryWorker, EARLY_LOAD_ID } = await load();
    startHistoryWorker({ script: '/assets/history.worker-1.js', token: 'tok', account: '7', language: 'pt-BR' });
    const [worker] = FakeWorker.made;
    expect(worker?.script).toBe('/assets/history.worker-1.js');
    expect(worker?.options).toEqual({ type: 'module', name: 'history' });
    expect(worker?.posted).toEqual([{ id: EARLY_LOAD_ID, call: 'load', request: { userId: '7', token: 'tok', url: 'https://api.example.com', language: 'pt-BR', saved: true } }]);
    worker?.onmessage?.({ data: { id: EARLY_LOAD_ID, snapshot: { rows: [] } } });
    worker?.onerror?.();
    expect((window as unknown as Record<string, unknown>).__historyWorker).toMatchObject({ replies: [{ id: EARLY_LOAD_ID, snapshot: { rows: [] } }], failed: true });
  });

  it('asks nothing without a session, on a page that names nothing, without a remembered account, or in a demo build', async () => {
    let { startEarlyRequests, startHistoryWorker } = await load();
    startEarlyRequests({ paths: PATHS, token: null, account: '7', language: 'pt-BR' });
    startEarlyRequests({ paths: null, token: 'tok', account: '7', language: 'pt-BR' });
    startHistoryWorker({ script: '/assets/history.worker-1.js', token: 'tok', account: null, language: 'pt-BR' });
    startHistoryWorker({ script: null, token: 'tok', account: '7', language: 'pt-BR' });
    ({ startEarlyRequests, startHistoryWorker } = await load({ demo: true }));
    startEarlyRequests({ paths: PATHS, token: 'tok', account: '7', language: 'pt-BR' });
    startHistoryWorker({ script: '/assets/history.worker-1.js', token: 'tok', account: '7', language: 'pt-BR' });
    expect(fetch).not.toHaveBeenCalled();
    expect(FakeWorker.made).toEqual([]);
  });
});
