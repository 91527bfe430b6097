import { describe, expect, it } from 'vitest';
import { db } from '../db';

const post = (body: unknown, language = 'pt-BR') =>
  fetch(new URL('/api/leads', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  });

const valid = { name: 'Ana', whatsapp: '11987654321', source: 'whatsapp_bot', action: 'create_bot', message: 'Oi', utm_source: null };

describe('demo POST /api/leads', () => {
  it('stores a valid lead and answers 201', async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true });
    expect(db.leads.map((lead) => lead.payload)).toEqual([valid]);
  });

  it('answers 422 with a detail naming what is missing, in the request’s language, and stores nothing', async () => {
    const invalid = { name: ' ', source: 'telegram', action: 'create_bot', utm_medium: 3 };
    const english = await post(invalid, 'en-US');
    expect(english.status).toBe(422);
    expect(((await english.json()) as { detail: string }).detail).toBe(
      'name is required; whatsapp or email is required; source must be one of whatsapp_bot, discord_bot, agency; utm_medium must be a string or null',
    );
    const portuguese = await post(invalid);
    expect(((await portuguese.json()) as { detail: string }).detail).toBe(
      'o nome é obrigatório; informe o whatsapp ou o e-mail; source deve ser um destes: whatsapp_bot, discord_bot, agency; utm_medium deve ser texto ou null',
    );
    expect(db.leads).toEqual([]);
  });

  it('accepts an e-mail instead of a number', async () => {
    const response = await post({ ...valid, whatsapp: undefined, email: 'ana@loja.com.br', source: 'agency', action: 'activate_pro_plan' });
    expect(response.status).toBe(201);
  });
});
