import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { apiClient } from '@/lib/http/api-client';
import { persistent } from '@/lib/storage/storage';
import { db } from '../db';
import { issueToken } from './utils';

/**
 * The demo backend's own messages follow the language the app sends (Accept-Language,
 * lib/http/http-client.ts): each area's refusals, through the app's real HTTP client.
 */
const detailOf = (call: () => Promise<unknown>) =>
  call().then(
    () => 'no error',
    (error: { response?: { data?: { detail?: unknown } } }) => error.response?.data?.detail,
  );
const logIn = (userId: number) => persistent.token.set(issueToken(db.users.find((user) => user.id === userId)!));
const spendPlanQuota = () => {
  for (let index = 0; index < 4; index += 1) {
    db.history.push({ ...db.history.find((item) => item.user_id === 2)!, id: 9000 + index, created_at: new Date().toISOString() });
  }
};

afterEach(() => i18n.changeLanguage('pt-BR'));

const CASES: { name: string; call: () => Promise<unknown>; 'pt-BR': unknown; 'en-US': unknown }[] = [
  { name: 'a call without a session', call: () => apiClient.get('/subscription'), 'pt-BR': 'Não autenticado.', 'en-US': 'Not authenticated' },
  {
    name: 'a wrong password',
    call: () => apiClient.post('/token', new URLSearchParams({ username: 'demo@iagencia.com.br', password: 'nope' })),
    'pt-BR': 'E-mail ou senha incorretos.',
    'en-US': 'Incorrect username or password',
  },
  {
    name: 'an unknown plan',
    call: () => (logIn(1), apiClient.get('/subscription/check-bot-plan', { params: { plan: 'gold' } })),
    'pt-BR': 'Plano inválido.',
    'en-US': 'Invalid plan.',
  },
  {
    name: 'a service missing from the catalogue',
    call: () => (logIn(1), apiClient.post('/payments/preference', null, { params: { service_name: 'Consultoria' } })),
    'pt-BR': 'Serviço não encontrado no catálogo.',
    'en-US': 'Service not found in the catalogue.',
  },
  {
    name: 'a plan run over the month’s quota',
    call: () => (logIn(2), spendPlanQuota(), apiClient.post('/ia/subscription/texto', { prompt: 'x', service_name: 'E-mail Marketing', service_type: 'text' })),
    'pt-BR': 'Você já usou os 4 serviços do seu plano este mês.',
    'en-US': "You've already used your plan's 4 services this month.",
  },
  {
    name: 'an automation request of an unknown type',
    call: () => (logIn(1), apiClient.post('/ia/automation-request', { service_type: 'telegram' })),
    'pt-BR': 'service_type deve ser bot_ia ou moderacao_ia.',
    'en-US': 'service_type must be bot_ia or moderacao_ia.',
  },
  {
    name: 'an automation request missing a field',
    call: () => (logIn(1), apiClient.post('/ia/automation-request', { service_type: 'bot_ia', plans_and_services: 'Bolos' })),
    'pt-BR': [{ loc: ['body', 'business_description'], msg: 'Campo obrigatório: business_description', type: 'value_error' }],
    'en-US': [{ loc: ['body', 'business_description'], msg: 'Field required: business_description', type: 'value_error' }],
  },
];

describe('demo backend messages in the visitor’s language', () => {
  for (const language of ['pt-BR', 'en-US'] as const) {
    it.each(CASES)(`${language}: $name`, async (entry) => {
      await i18n.changeLanguage(language);
      expect(await detailOf(entry.call)).toEqual(entry[language]);
    });
  }
});
