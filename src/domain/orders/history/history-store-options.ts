import { GET_RETRY, HTTP_TIMEOUT_MS } from '@/config/http';
import type { SavedHistory } from './saved-history';
import type { StoreOptions } from './history-store';

/** The store as the worker and the page run it: the HTTP client's retries and timeout, and this browser's storage. */
export const storeOptions = (saved: SavedHistory | null): StoreOptions => ({
  fetch: (...args) => fetch(...args),
  saved,
  retry: GET_RETRY,
  timeoutMs: HTTP_TIMEOUT_MS,
});
