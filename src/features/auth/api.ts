import * as v from 'valibot';
import { apiClient } from '@/lib/http/api-client';
import { parseResponse } from '@/lib/http/api-schema';

/** POST /token: the access token is all the app reads. */
const tokenSchema = v.object({ access_token: v.pipe(v.string(), v.nonEmpty()) });

/** OAuth2 password flow (docs/api-contract.md#calls): form-encoded username and password. */
export async function loginWithPassword(email: string, password: string): Promise<string> {
  const form = new URLSearchParams({ username: email, password });
  const { data } = await apiClient.post<unknown>('/token', form);
  return parseResponse(tokenSchema, data, 'POST /token').access_token;
}

/** Assumed contract (docs/api-contract.md): JSON e-mail and password; any 2xx means the account exists. */
export async function registerAccount(email: string, password: string): Promise<void> {
  await apiClient.post('/register', { email, password });
}
