import * as v from 'valibot';
import { apiClient } from '@/lib/http/api-client';
import { toApiError, type ApiError } from '@/lib/http/api-error';
import { apiId, optionalText, parseResponse } from '@/lib/http/api-schema';

/** GET /me: the id (for the history) is required, the e-mail shown when present. */
const userSchema = v.object({ id: apiId, email: optionalText });
export type User = v.InferOutput<typeof userSchema>;

async function getMe(signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<unknown>('/me', { signal });
  return parseResponse(userSchema, data, 'GET /me');
}

export type ProfileOutcome =
  | { kind: 'user'; user: User }
  /** 401 or 403: the token is no good, the session is over. */
  | { kind: 'refused'; error: ApiError }
  /** Network, server or unreadable answer: the session is kept and a retry offered. */
  | { kind: 'unavailable' }
  | { kind: 'canceled' };

/** The profile behind the stored token, with the failure already classified for the auth context. */
export async function loadProfile(signal?: AbortSignal): Promise<ProfileOutcome> {
  try {
    return { kind: 'user', user: await getMe(signal) };
  } catch (raw) {
    const error = toApiError(raw);
    if (error.isCanceled) return { kind: 'canceled' };
    if (error.status === 401 || error.status === 403) return { kind: 'refused', error };
    return { kind: 'unavailable' };
  }
}
