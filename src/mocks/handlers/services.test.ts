import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/http/api-client';
import { persistent } from '@/lib/storage/storage';
import { SERVICE_MAP } from '@/domain/orders/service-types';
import { db } from '../db';
import { issueToken } from './utils';

function loginAs(userId: number) {
  const user = db.users.find((candidate) => candidate.id === userId)!;
  persistent.token.set(issueToken(user));
}

describe('demo backend: AI services', () => {
  it('lists every service of the type map in the three categories at R$ 50', async () => {
    const { data } = await apiClient.get<Record<string, { name: string; price: number; context: string }[]>>('/ia/services');
    expect(Object.keys(data)).toEqual(['Marketing Digital', 'Desenvolvimento Web', 'Automação']);
    const names = Object.values(data).flat().map((service) => service.name);
    expect(names.sort()).toEqual(SERVICE_MAP.map((entry) => entry.name).sort());
    expect(Object.values(data).flat().every((service) => service.price === 50 && service.context.length > 20)).toBe(true);
  });

  it('accepts service_name as a query parameter and refuses made-to-order services', async () => {
    loginAs(1);
    const { data } = await apiClient.post<{ preference: { id: string; init_point: string } }>('/payments/preference', null, { params: { service_name: 'E-mail Marketing' } });
    expect(new URL(data.preference.init_point).pathname).toBe('/demo/checkout');
    expect(db.preferences.at(-1)).toMatchObject({ kind: 'service', amount: 50, back_urls: { success: expect.stringContaining('/agency?payment=processing') } });
    await expect(apiClient.post('/payments/preference', null, { params: { service_name: 'Reels com IA' } })).rejects.toMatchObject({ response: { status: 422 } });
    await expect(apiClient.post('/payments/preference', null, { params: { service_name: 'Inexistente' } })).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('settles Brick payments by the demo rule: approved, rejected, in review, Pix pending', async () => {
    loginAs(1);
    const create = async () =>
      (await apiClient.post<{ preference: { id: string } }>('/payments/preference', null, { params: { service_name: 'E-mail Marketing' } })).data.preference.id;
    const pay = async (body: Record<string, unknown>) => (await apiClient.post('/payments/process', { ...body, preference_id: await create() })).data;
    expect(await pay({ payment_method_id: 'master', payer: { email: 'ana@cafe.com.br' } })).toMatchObject({ status: 'approved', status_detail: 'accredited' });
    expect(await pay({ payment_method_id: 'visa', payer: { email: 'reject@cafe.com.br' } })).toMatchObject({ status: 'rejected' });
    expect(await pay({ payment_method_id: 'visa', payer: { email: 'pending@cafe.com.br' } })).toMatchObject({ status: 'in_process' });
    expect(await pay({ payment_method_id: 'pix', payer: { email: 'ana@cafe.com.br' } })).toMatchObject({ status: 'pending' });
  });

  it('runs plan services within the monthly quota only', async () => {
    loginAs(2);
    const run = () => apiClient.post<{ result: string }>('/ia/subscription/texto', { prompt: 'Empresa: Studio Leve', service_name: 'E-mail Marketing', service_type: 'text', system_context: '', max_tokens: 2048 });
    const used = () => db.history.filter((item) => item.user_id === 2 && new Date(item.created_at).getMonth() === new Date().getMonth() && new Date(item.created_at).getFullYear() === new Date().getFullYear()).length;
    while (used() < 4) {
      const { data } = await run();
      expect(data.result).toContain('Studio Leve');
    }
    await expect(run()).rejects.toMatchObject({ response: { status: 403, data: { detail: 'Você já usou os 4 serviços do seu plano este mês.' } } });
    loginAs(1);
    await expect(run()).rejects.toMatchObject({ response: { status: 403 } });
  });
});
