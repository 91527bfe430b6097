/**
 * The data a customer's page needs, asked for by the head script as the document arrives, before any of the app's
 * code has downloaded (docs/startup.md#early-requests):
 *  - the API paths the page names in `<html data-early>` (its row of the route table, written by the build), sent
 *    with the session's token and the page's language; the app takes their answers instead of asking again
 *    (src/lib/http/early-responses.ts);
 *  - the history, which the history worker reads off the main thread (`<html data-history-worker>`: its script):
 *    started here for the account that last logged in, its answers kept until the app takes the worker over
 *    (src/domain/orders/history/history-connection.ts).
 * Only with a stored session; never in a demo build, whose API is a service worker that starts with the app.
 */
import { API_BASE, API_IS_DEMO_BACKEND } from '@/config/api-base';
import { HISTORY_WORKER_KEY } from '@/config/early-requests';

/** Where the answers wait for the app: the token they were asked with, each path's response. */
export const EARLY_REQUESTS_KEY = '__earlyRequests';

export interface EarlyRequests {
  token: string;
  responses: Record<string, Promise<Response>>;
}

/** The history worker as the head script leaves it: what it was asked, and what it has said so far. */
export interface EarlyHistoryWorker {
  worker: Worker;
  /** What the load asked for (the store's LoadRequest). */
  request: { userId: string; token: string; url: string; language: string; saved: true };
  /** The worker's messages until the app listens (the load's snapshots, its end). */
  replies: unknown[];
  /** Its script did not load: the app starts another. */
  failed: boolean;
}

/** The id of the head script's load among the worker's calls (the app numbers its own from 1). */
export const EARLY_LOAD_ID = 0;

interface Session {
  token: string | null;
  account: string | null;
  language: string;
}

const window_ = () => window as unknown as Record<string, unknown>;

/** `paths`: the page's `data-early`, space-separated. */
export function startEarlyRequests({ paths, token, language }: Session & { paths: string | null }): void {
  if (!paths || !token || API_IS_DEMO_BACKEND) return;
  const responses: Record<string, Promise<Response>> = {};
  for (const path of paths.split(' ')) {
    const response = fetch(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language } });
    // An answer nobody takes (the app asked again, or left) is no error.
    response.catch(() => undefined);
    responses[path] = response;
  }
  window_()[EARLY_REQUESTS_KEY] = { token, responses } satisfies EarlyRequests;
}

/**
 * Starts the history worker (`script`: its file) on the remembered account's history, what this browser saved first.
 * The load is the worker's own call (src/domain/orders/history/history-protocol.ts), numbered EARLY_LOAD_ID.
 */
export function startHistoryWorker({ script, token, account, language }: Session & { script: string | null }): void {
  if (!script || !token || !account || API_IS_DEMO_BACKEND || typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(script, { type: 'module', name: 'history' });
    const url = new URL(API_BASE || '/', location.href).href.replace(/\/$/, '');
    const early: EarlyHistoryWorker = { worker, request: { userId: account, token, url, language, saved: true }, replies: [], failed: false };
    worker.onmessage = (event) => early.replies.push(event.data);
    worker.onerror = () => {
      early.failed = true;
    };
    worker.postMessage({ id: EARLY_LOAD_ID, call: 'load', request: early.request });
    window_()[HISTORY_WORKER_KEY] = early;
  } catch {
    // No worker here: the app reads the history itself.
  }
}
