import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { GENERATION_TIMEOUT_MS } from '@/config/constants';

/**
 * The only way screens reach the API. It has axios's calling shape, but axios
 * itself (see http-client.ts) is downloaded with the first request, so the
 * landing pages of anonymous visitors ship without it.
 */
let instance: Promise<AxiosInstance> | null = null;
const load = () => (instance ??= import('./http-client').then((module) => module.httpClient));

/** Starts downloading the client early (e.g. when a form gets focus). */
export const preloadApiClient = (): void => void load();

type Config<D> = AxiosRequestConfig<D>;

export const apiClient = {
  get: <T = unknown, D = unknown>(url: string, config?: Config<D>): Promise<AxiosResponse<T, D>> =>
    load().then((client) => client.get<T, AxiosResponse<T, D>, D>(url, config)),
  post: <T = unknown, D = unknown>(url: string, data?: D, config?: Config<D>): Promise<AxiosResponse<T, D>> =>
    load().then((client) => client.post<T, AxiosResponse<T, D>, D>(url, data, config)),
};

/** Per-request options for calls that generate content (slow by nature). */
export const GENERATION_REQUEST: AxiosRequestConfig = { timeout: GENERATION_TIMEOUT_MS };
/** Per-request options for the public call to the app's own origin (POST /api/leads): no bearer token. */
export const PUBLIC_SAME_ORIGIN_REQUEST: AxiosRequestConfig = { baseURL: '', anonymous: true };

export { onUnauthorized } from './session-events';
