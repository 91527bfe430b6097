import * as v from 'valibot';
import { apiClient } from '@/lib/http/api-client';
import { apiId, optionalText, parseResponse } from '@/lib/http/api-schema';

/** GET /me: the id (for the history) is required, the e-mail shown when present. */
const userSchema = v.object({ id: apiId, email: optionalText });
export type User = v.InferOutput<typeof userSchema>;

/**
 * The profile behind `token`, asked with that token (not whichever one storage holds by the time the request
 * leaves), so an answer always belongs to the session it was asked for. It is the session's own check: a 401 or
 * a 403 refuses the session (src/lib/http/session-events.ts); anything else (network, server, an unreadable
 * answer) keeps it.
 */
export async function getProfile(token: string, signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<unknown>('/me', { signal, headers: { Authorization: `Bearer ${token}` }, sessionCheck: true });
  return parseResponse(userSchema, data, 'GET /me');
}
