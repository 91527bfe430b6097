import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { GENERATION_TIMEOUT_MS } from '@/config/http';
import { withRetries } from '@/lib/retry/with-retries';
import { persistent } from '@/lib/storage/storage';
import type { ApiError } from './api-error';
import { takeEarlyResponse } from './early-responses';

/**
 * The only way screens reach the API. It has axios's calling shape, but axios
 * itself (see http-client.ts) is downloaded with the first request, so the
 * landing pages of anonymous visitors ship without it. Its download is retried
 * a few times; should it still fail, the call fails as a request with no answer
 * would (the screen says to check the connection), and the next call asks again.
 */
let instance: Promise<AxiosInstance> | null = null;
function load(): Promise<AxiosInstance> {
  if (!instance) {
    const loading = withRetries(() => import('./http-client')).then((module) => module.httpClient);
    loading.catch(() => {
      if (instance === loading) instance = null;
    });
    instance = loading;
  }
  return instance;
}

/** The client itself could not be downloaded: to a screen, a request that got no answer. */
const noClient = (error: unknown): Promise<never> =>
  Promise.reject<never>({ status: null, detail: null, message: error instanceof Error ? error.message : String(error), isCanceled: false, isNetworkError: true, isTimeout: false } satisfies ApiError);

/** Starts downloading the client early (e.g. when a form gets focus). */
export const preloadApiClient = (): void => void load().catch(() => undefined);

type Config<D> = AxiosRequestConfig<D>;

/**
 * The answer the head script already asked for, when it stands for this GET (same path and query, same session):
 * read as axios would have; anything but a 2xx with JSON is left to the HTTP client to ask again, with its rules
 * (retries, a refused session). Null when there is none to take.
 */
function earlyAnswer<T, D>(url: string, config?: Config<D>): Promise<AxiosResponse<T, D> | null> | null {
  const params = config?.params ? `?${new URLSearchParams(config.params as Record<string, string>).toString()}` : '';
  const bearer = config?.headers?.Authorization;
  const token = typeof bearer === 'string' && bearer.startsWith('Bearer ') ? bearer.slice('Bearer '.length) : persistent.token.get();
  const early = takeEarlyResponse(`${url}${params}`, token);
  return (
    early
      ?.then(async (response) => (response.ok ? ({ data: (await response.json()) as T, status: response.status, statusText: response.statusText, headers: {}, config: {} } as AxiosResponse<T, D>) : null))
      .catch(() => null) ?? null
  );
}

export const apiClient = {
  get: async <T = unknown, D = unknown>(url: string, config?: Config<D>): Promise<AxiosResponse<T, D>> =>
    (await earlyAnswer<T, D>(url, config)) ?? load().then((client) => client.get<T, AxiosResponse<T, D>, D>(url, config), noClient),
  post: <T = unknown, D = unknown>(url: string, data?: D, config?: Config<D>): Promise<AxiosResponse<T, D>> =>
    load().then((client) => client.post<T, AxiosResponse<T, D>, D>(url, data, config), noClient),
};

/** Per-request options for calls that generate content (slow by nature). */
export const GENERATION_REQUEST: AxiosRequestConfig = { timeout: GENERATION_TIMEOUT_MS };
/** Per-request options for the public call to the app's own origin (POST /api/leads): no bearer token. */
export const PUBLIC_SAME_ORIGIN_REQUEST: AxiosRequestConfig = { baseURL: '', anonymous: true };

export { onSessionRefused } from './session-events';
