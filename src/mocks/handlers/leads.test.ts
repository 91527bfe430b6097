import { describe, expect, it } from 'vitest';
import { db } from '../db';

const post = (body: unknown) =>
  fetch(new URL('/api/leads', window.location.origin), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const valid = { name: 'Ana', whatsapp: '11987654321', source: 'whatsapp_bot', action: 'create_bot', message: 'Oi', utm_source: null };

describe('demo POST /api/leads', () => {
  it('stores a valid lead and answers 201', async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true });
    expect(db.leads.map((lead) => lead.payload)).toEqual([valid]);
  });

  it('answers 422 with a detail naming what is missing, and stores nothing', async () => {
    const response = await post({ name: ' ', source: 'telegram', action: 'create_bot', utm_medium: 3 });
    expect(response.status).toBe(422);
    const { detail } = (await response.json()) as { detail: string };
    expect(detail).toContain('name is required');
    expect(detail).toContain('whatsapp or email is required');
    expect(detail).toContain('source must be one of');
    expect(detail).toContain('utm_medium must be a string or null');
    expect(db.leads).toEqual([]);
  });

  it('accepts an e-mail instead of a number', async () => {
    const response = await post({ ...valid, whatsapp: undefined, email: 'ana@loja.com.br', source: 'agency', action: 'activate_pro_plan' });
    expect(response.status).toBe(201);
  });
});
