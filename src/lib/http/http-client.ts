import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { env } from '@/config/env';
import { GET_RETRY, HTTP_TIMEOUT_MS } from '@/config/http';
import { persistent } from '@/lib/storage/storage';
import { signalIfRefused } from './session-events';

/**
 * The axios instance behind api-client.ts (loaded with the first request).
 * It adds the bearer token and the page's language, gives up after a timeout, retries idempotent GETs
 * on flaky networks, and hands every refusal to the session's one rule (./session-events.ts). It neither
 * navigates nor shows UI.
 */
export const httpClient = axios.create({
  baseURL: env.apiUrl,
  timeout: HTTP_TIMEOUT_MS,
});

interface RequestState {
  __retryCount?: number;
  /** The caller's own signal (unmount), kept apart from the per-attempt timeout. */
  __callerSignal?: AbortSignal;
  __timeoutSignal?: AbortSignal;
}
type StatefulConfig = InternalAxiosRequestConfig & RequestState;

/**
 * XHR's own timeout does not fire everywhere (service-worker mocks, some
 * proxies), so each attempt also gets an aborting timer of the same length.
 */
function armTimeout(config: StatefulConfig) {
  if (!config.timeout || typeof AbortSignal.timeout !== 'function' || typeof AbortSignal.any !== 'function') return;
  if (config.__callerSignal === undefined && config.signal) config.__callerSignal = config.signal as AbortSignal;
  const timeout = AbortSignal.timeout(config.timeout);
  config.__timeoutSignal = timeout;
  config.signal = config.__callerSignal ? AbortSignal.any([config.__callerSignal, timeout]) : timeout;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A public call (POST /api/leads): never carries the bearer token. */
    anonymous?: boolean;
    /** The session's own check (GET /me): a 403 there refuses the session too (./session-events.ts). */
    sessionCheck?: boolean;
  }
}

/**
 * The bearer token goes only to the API (VITE_API_URL's origin and path), never
 * to another origin (an absolute URL from a response), never to a public call.
 */
function isApiRequest(config: InternalAxiosRequestConfig): boolean {
  if (config.anonymous) return false;
  try {
    const here = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
    const api = new URL(env.apiUrl || '/', here);
    const target = new URL(httpClient.getUri(config), here);
    const base = api.pathname.endsWith('/') ? api.pathname : `${api.pathname}/`;
    return target.origin === api.origin && (target.pathname === api.pathname || target.pathname.startsWith(base));
  } catch {
    return false;
  }
}

httpClient.interceptors.request.use((config: StatefulConfig) => {
  const token = persistent.token.get();
  if (token && !config.headers.has('Authorization') && isApiRequest(config)) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  // The language the visitor reads the site in, not the browser's list: the server's own messages can follow it.
  const language = i18next.resolvedLanguage;
  if (language && !config.headers.has('Accept-Language')) config.headers.set('Accept-Language', language);
  armTimeout(config);
  return config;
});

const RETRYABLE_STATUS = new Set([502, 503, 504]);

function shouldRetry(error: AxiosError, config: StatefulConfig): boolean {
  if ((config.method ?? 'get').toLowerCase() !== 'get') return false;
  if (axios.isCancel(error) || config.__callerSignal?.aborted) return false;
  if ((config.__retryCount ?? 0) >= GET_RETRY.attempts) return false;
  if (!error.response) return error.code !== 'ECONNABORTED' && error.code !== 'ETIMEDOUT';
  return RETRYABLE_STATUS.has(error.response.status);
}

/** Equal jitter: half of an exponentially growing cap, plus a random part of the other half. */
export function retryDelay(attempt: number, random = Math.random): number {
  const cap = Math.min(GET_RETRY.maxDelayMs, GET_RETRY.baseDelayMs * 2 ** attempt);
  return Math.round(cap / 2 + random() * (cap / 2));
}

function wait(ms: number, signal?: AxiosRequestConfig['signal']): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener?.('abort', () => {
      clearTimeout(timer);
      reject(new axios.CanceledError());
    });
  });
}

httpClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as StatefulConfig | undefined;
  if (config?.__timeoutSignal?.aborted && !config.__callerSignal?.aborted) {
    return Promise.reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config));
  }
  if (config && shouldRetry(error, config)) {
    const attempt = config.__retryCount ?? 0;
    config.__retryCount = attempt + 1;
    await wait(retryDelay(attempt), config.__callerSignal);
    return httpClient.request(config);
  }
  // Only a call that carried a token can reveal an expired session (a wrong password is also a 401).
  const authorization = config?.headers?.get?.('Authorization');
  const token = typeof authorization === 'string' && authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
  signalIfRefused({ status: error.response?.status, token, sessionCheck: config?.sessionCheck });
  return Promise.reject(error);
});
