import * as v from 'valibot';
import { apiClient } from '@/lib/http/api-client';
import type { ApiError } from '@/lib/http/api-error';
import { apiId, optionalText, parseResponse } from '@/lib/http/api-schema';

/** GET /me: the id (for the history) is required, the e-mail shown when present. */
const userSchema = v.object({ id: apiId, email: optionalText });
export type User = v.InferOutput<typeof userSchema>;

/**
 * The profile behind `token`, asked with that token (not whichever one storage holds by the time the request
 * leaves), so an answer always belongs to the session it was asked for.
 */
export async function getProfile(token: string, signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<unknown>('/me', { signal, headers: { Authorization: `Bearer ${token}` } });
  return parseResponse(userSchema, data, 'GET /me');
}

/** 401 or 403 on the profile: the token is no good, the session is over. Anything else (network, server, an unreadable answer) keeps it. */
export const isRefusal = (error: ApiError): boolean => error.status === 401 || error.status === 403;
