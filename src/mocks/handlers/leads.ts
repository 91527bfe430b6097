import { http, HttpResponse } from 'msw';
import { db, nextId } from '../db';
import { UTM_FIELDS } from '@/config/campaign';
import { demoDelay, jsonError, readJson, sameOrigin } from './utils';

const SOURCES = ['whatsapp_bot', 'discord_bot', 'agency'];
const ACTIONS = ['create_bot', 'activate_protection', 'activate_pro_plan'];

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** What a real lead service would refuse, in its own words (422 with detail). */
function problems(body: Record<string, unknown>): string[] {
  const found: string[] = [];
  if (!filled(body.name)) found.push('name is required');
  if (!filled(body.whatsapp) && !filled(body.email)) found.push('whatsapp or email is required');
  if (!SOURCES.includes(body.source as string)) found.push(`source must be one of ${SOURCES.join(', ')}`);
  if (!ACTIONS.includes(body.action as string)) found.push(`action must be one of ${ACTIONS.join(', ')}`);
  for (const field of UTM_FIELDS) {
    const value = body[field];
    if (value !== null && value !== undefined && typeof value !== 'string') found.push(`${field} must be a string or null`);
  }
  return found;
}

/** POST /api/leads (same origin). Owned by the marketing area. */
export const leadHandlers = [
  http.post(sameOrigin('/api/leads'), async ({ request }) => {
    await demoDelay();
    const body = await readJson(request);
    const errors = problems(body);
    if (errors.length) return jsonError(422, errors.join('; '));
    const lead = { id: nextId(), received_at: new Date().toISOString(), payload: body };
    db.leads.push(lead);
    return HttpResponse.json({ success: true, id: lead.id }, { status: 201 });
  }),
];
