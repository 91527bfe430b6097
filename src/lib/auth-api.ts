import * as v from 'valibot';
import { apiClient } from './api-client';
import { apiId, optionalText, parseResponse } from './api-schema';

/** GET /me: the id (for the history) is required; other fields are kept as sent. */
const userSchema = v.looseObject({ id: apiId, email: optionalText });
export type User = v.InferOutput<typeof userSchema>;

export async function getMe(signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<unknown>('/me', { signal });
  return parseResponse(userSchema, data, 'GET /me');
}
