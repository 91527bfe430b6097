import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { getHistory, getPaymentRecord } from './history-api';

afterEach(() => vi.restoreAllMocks());

const row = (id: number | string, created_at: string) => ({ id, created_at, service_name: 'Copy', service_type: 'text', result: 'ok' });

describe('getHistory', () => {
  it.each([
    ['a bare list', (items: unknown[]) => items],
    ['a list under history', (items: unknown[]) => ({ history: items })],
    ['a list under items', (items: unknown[]) => ({ items })],
  ])('reads %s, newest first, ids as sent', async (_case, wrap) => {
    server.use(http.get(api('/ia/history/:id'), () => HttpResponse.json(wrap([row(1, '2025-01-01T10:00:00Z'), row('2', '2025-02-01T10:00:00Z')]))));
    const items = await getHistory(1);
    expect(items.map((item) => item.id)).toEqual(['2', 1]);
    expect(items[0]).toMatchObject({ prompt: '', result_bin: null, payment_status: null, payment_amount: null });
  });

  it('leaves out only the unreadable rows, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(api('/ia/history/:id'), () =>
        HttpResponse.json([row(1, '2025-01-01T10:00:00Z'), { id: 2, created_at: 'ontem', service_name: 'Copy' }, { created_at: '2025-01-02T10:00:00Z' }, row(4, '2025-01-03T10:00:00Z')]),
      ),
    );
    expect((await getHistory(1)).map((item) => item.id)).toEqual([4, 1]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('treats a body that is no list as an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(api('/ia/history/:id'), () => HttpResponse.json({ detail: 'ok' })));
    await expect(getHistory(1)).rejects.toMatchObject({ status: null, detail: null });
  });
});

describe('getPaymentRecord', () => {
  it('accepts a record without date or service name, and amounts sent as text', async () => {
    server.use(http.get(api('/ia/history/payment/:id'), () => HttpResponse.json({ id: 9, prompt: 'p', result: null, service_type: 'text', payment_amount: '50.00', user_id: '3' })));
    expect(await getPaymentRecord('9')).toMatchObject({ id: 9, created_at: null, service_name: '', payment_amount: 50, user_id: '3', result: null });
  });
});
