import type { AxiosError } from 'axios';

/** The one error shape screens see, whatever went wrong. */
export interface ApiError {
  /** HTTP status, or null when no response arrived (network, timeout, cancel). */
  status: number | null;
  /** The server's `detail` (or `error`/`message`), list details joined; null when absent. */
  detail: string | null;
  /** What went wrong in technical terms; screens prefer `detail`, then their own translated text. */
  message: string;
  isCanceled: boolean;
  isNetworkError: boolean;
  isTimeout: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** FastAPI answers detail as a string or as a list of {msg, loc}. */
export function readDetail(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!isRecord(body)) return null;
  for (const field of ['detail', 'error', 'message'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (Array.isArray(value)) {
      const parts = value
        .map((item) => (typeof item === 'string' ? item : isRecord(item) && typeof item.msg === 'string' ? item.msg : ''))
        .filter(Boolean);
      if (parts.length) return parts.join('; ');
    }
    if (isRecord(value) && typeof value.msg === 'string') return value.msg;
  }
  return null;
}

export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isCancellation(error)) {
    return { status: null, detail: null, message: 'canceled', isCanceled: true, isNetworkError: false, isTimeout: false };
  }
  if (isAxiosError(error)) {
    const status = error.response?.status ?? null;
    const isTimeout = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return {
      status,
      detail: error.response ? readDetail(error.response.data) : null,
      message: error.message,
      isCanceled: false,
      isNetworkError: !error.response && !isTimeout,
      isTimeout,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: null, detail: null, message, isCanceled: false, isNetworkError: false, isTimeout: false };
}

// Shape checks instead of axios.isCancel/isAxiosError, so this module does not pull axios into every screen.
const isCancellation = (error: unknown) =>
  isRecord(error) && (error.__CANCEL__ === true || error.name === 'CanceledError' || error.name === 'AbortError');
const isAxiosError = (error: unknown): error is AxiosError => isRecord(error) && error.isAxiosError === true;

function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && 'isCanceled' in value && 'detail' in value && 'status' in value;
}

/**
 * A response that did not match its schema (see api-schema.ts): an error like
 * any other, with no status and no detail, so the screen shows its own text.
 */
export const invalidResponseError = (request: string): ApiError => ({
  status: null,
  detail: null,
  message: `Unexpected response to ${request}`,
  isCanceled: false,
  isNetworkError: false,
  isTimeout: false,
});

/** The text to show: the server's detail when it gave one, else the screen's translated fallback. */
export const errorText = (error: ApiError, fallback: string) => error.detail ?? fallback;

/**
 * Logs a failure without what the request carried: a raw AxiosError holds the
 * config, its headers (the bearer token) and its body (names, phone numbers),
 * so only the status, the code and the server's detail are written.
 */
export function logError(message: string, error: unknown): void {
  const { status, detail, message: what, isNetworkError, isTimeout } = toApiError(error);
  console.error(message, { status, detail, error: what, network: isNetworkError, timeout: isTimeout });
}
