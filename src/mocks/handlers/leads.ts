import { http, HttpResponse } from 'msw';
import type { Language } from '@/config/languages';
import { db, nextId } from '../db';
import { UTM_FIELDS } from '@/config/campaign';
import { demoDelay, jsonError, readJson, requestLanguage, sameOrigin } from './utils';

const SOURCES = ['whatsapp_bot', 'discord_bot', 'agency'];
const ACTIONS = ['create_bot', 'activate_protection', 'activate_pro_plan'];

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The refusals, in the language of the request. */
const REFUSALS = {
  'pt-BR': {
    name: 'o nome é obrigatório',
    contact: 'informe o whatsapp ou o e-mail',
    oneOf: (field: string, values: string[]) => `${field} deve ser um destes: ${values.join(', ')}`,
    text: (field: string) => `${field} deve ser texto ou null`,
  },
  'en-US': {
    name: 'name is required',
    contact: 'whatsapp or email is required',
    oneOf: (field: string, values: string[]) => `${field} must be one of ${values.join(', ')}`,
    text: (field: string) => `${field} must be a string or null`,
  },
} satisfies Record<Language, unknown>;

/** What a real lead service would refuse, in its own words (422 with detail). */
function problems(body: Record<string, unknown>, language: Language): string[] {
  const say = REFUSALS[language];
  const found: string[] = [];
  if (!filled(body.name)) found.push(say.name);
  if (!filled(body.whatsapp) && !filled(body.email)) found.push(say.contact);
  if (!SOURCES.includes(body.source as string)) found.push(say.oneOf('source', SOURCES));
  if (!ACTIONS.includes(body.action as string)) found.push(say.oneOf('action', ACTIONS));
  for (const field of UTM_FIELDS) {
    const value = body[field];
    if (value !== null && value !== undefined && typeof value !== 'string') found.push(say.text(field));
  }
  return found;
}

/** POST /api/leads (same origin). Owned by the marketing area. */
export const leadHandlers = [
  http.post(sameOrigin('/api/leads'), async ({ request }) => {
    await demoDelay();
    const body = await readJson(request);
    const errors = problems(body, requestLanguage(request));
    if (errors.length) return jsonError(422, errors.join('; '));
    const lead = { id: nextId(), received_at: new Date().toISOString(), payload: body };
    db.leads.push(lead);
    return HttpResponse.json({ success: true, id: lead.id }, { status: 201 });
  }),
];
