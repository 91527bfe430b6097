import { apiClient } from '@/lib/api-client';

interface TokenResponse {
  access_token: string;
  token_type?: string;
}

/** OAuth2 password flow (SPEC §7): form-encoded username and password. */
export async function loginWithPassword(email: string, password: string): Promise<string> {
  const form = new URLSearchParams({ username: email, password });
  const { data } = await apiClient.post<TokenResponse>('/token', form);
  if (typeof data?.access_token !== 'string' || !data.access_token) throw new Error('The server answered without an access_token.');
  return data.access_token;
}

/** Assumed contract (README): JSON e-mail and password; any 2xx means the account exists. */
export async function registerAccount(email: string, password: string): Promise<void> {
  await apiClient.post('/register', { email, password });
}
