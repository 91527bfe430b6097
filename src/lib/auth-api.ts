import { apiClient } from './api-client';

export interface User {
  id: number | string;
  email: string;
  [field: string]: unknown;
}

export async function getMe(signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<User>('/me', { signal });
  return data;
}
