import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { server } from '@/mocks/node';
import { pasteInto } from '../utils/paste-into';

interface CapturedRequest {
  method: string;
  url: URL;
  /** Parsed JSON, FormData entries as an object, or the raw text. */
  body: unknown;
  headers: Headers;
}

/** Records every request the app makes (method, URL, body) until `stop()`. */
export function captureRequests() {
  const requests: CapturedRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const clone = request.clone();
    const type = clone.headers.get('content-type') ?? '';
    let body: unknown = null;
    try {
      if (type.includes('multipart/form-data')) {
        const form = await clone.formData();
        body = Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : { name: (value as File).name, size: (value as File).size }]));
      } else if (type.includes('json')) body = await clone.json();
      else body = (await clone.text()) || null;
    } catch {
      body = null;
    }
    requests.push({ method: request.method, url: new URL(request.url), body, headers: request.headers });
  };
  server.events.on('request:start', listener);
  return {
    requests,
    to: (method: string, path: string | RegExp) =>
      requests.filter((r) => r.method === method && (typeof path === 'string' ? r.url.pathname === path : path.test(r.url.pathname))),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

export const requesterSection = () => screen.getByRole('region', { name: /Peça seu conteúdo feito por IA|Order AI-made content/ });

/** Opens a category tab and picks a service by its visible name. */
export async function pickService(user: UserEvent, tab: RegExp | string, service: RegExp | string) {
  await user.click(await screen.findByRole('tab', { name: tab }));
  await user.click(await within(screen.getByRole('tabpanel')).findByRole('button', { name: service }));
}

export const TEXT_BRIEFING = {
  'Nome da empresa': 'Café Serra Alta',
  'Público-alvo': 'Amantes de café especial',
  'Tom de voz': 'Acolhedor',
  'Produto ou serviço': 'Café torrado em grãos, 250 g',
  Objetivo: 'Vender pela loja online',
};

export async function fillFields(user: UserEvent, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await pasteInto(user, screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  }
}

/** A wizard state as the app stores it in sessionStorage. */
export function seedWizard(state: Record<string, unknown>) {
  sessionStorage.setItem('serviceWizardState', JSON.stringify({ briefing: {}, file: null, preference: null, result: null, ...state }));
}

export const TEXT_SERVICE = {
  name: 'Copy de Landing Page',
  context: 'Você é um redator publicitário brasileiro sênior, especialista em pequenos negócios. Escreva com clareza, benefícios concretos e uma chamada para ação.',
  price: 50,
  category: 'Marketing Digital',
  type: 'text',
};

export const FILLED_TEXT = {
  companyName: 'Café Serra Alta',
  targetAudience: 'Amantes de café especial',
  tone: 'Acolhedor',
  productInfo: 'Café torrado em grãos, 250 g',
  goal: 'Vender pela loja online',
};
