import { apiClient } from '@/lib/api-client';

export interface DemoCheckout {
  id: string;
  title: string;
  amount: number;
  kind: 'plan' | 'service' | 'automation';
}

export type DemoOutcome = 'approved' | 'pending' | 'rejected';

export async function getDemoCheckout(preferenceId: string, signal?: AbortSignal): Promise<DemoCheckout> {
  const { data } = await apiClient.get<DemoCheckout>(`/demo/checkout/${encodeURIComponent(preferenceId)}`, { signal });
  return data;
}

export async function payDemoCheckout(preferenceId: string, outcome: DemoOutcome): Promise<{ redirect_url: string }> {
  const { data } = await apiClient.post<{ redirect_url: string }>(`/demo/checkout/${encodeURIComponent(preferenceId)}`, { outcome });
  return data;
}

export async function demoGoogleLogin(email: string): Promise<{ access_token: string }> {
  const { data } = await apiClient.post<{ access_token: string }>('/demo/google-login', { email });
  return data;
}
