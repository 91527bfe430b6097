import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type DbHistoryItem } from '@/mocks/db';
import { createPreference } from '@/mocks/model';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { fileSaver } from '@/domain/orders';
import { renderApp } from '../utils/render-app';
import { captureRequests, pickService, seedWizard } from './service-test-helpers';

// The requester and the client area are lazy chunks: on a busy machine they need time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** What the app sends for an English order of 'Redação para Blog': its fixed Portuguese form (domain/orders/prompt-format.ts). */
const SENT_PROMPT = [
  'Serviço: Redação para Blog',
  'Empresa: Blue Harbor Coffee',
  'Público-alvo: Coffee lovers in Austin',
  'Tom de voz: Warm',
  'Produto ou serviço: Medium roast beans',
  'Objetivo: Sell online',
  'Idioma da resposta: inglês dos Estados Unidos',
].join('\n');
const BRIEFING = { companyName: 'Blue Harbor Coffee', targetAudience: 'Coffee lovers in Austin', tone: 'Warm', productInfo: 'Medium roast beans', goal: 'Sell online' };
const BLOG_SERVICE = { name: 'Redação para Blog', context: 'Você é um redator.', price: 50, category: 'Marketing Digital', type: 'text' };

let capture: ReturnType<typeof captureRequests>;
beforeEach(() => {
  capture = captureRequests();
});
afterEach(() => {
  capture.stop();
  vi.restoreAllMocks();
});

function order(fields: Partial<DbHistoryItem> = {}): DbHistoryItem {
  return {
    id: 9400,
    created_at: '2026-03-09T18:45:00.000Z',
    service_name: 'Redação para Blog',
    service_type: 'text',
    prompt: SENT_PROMPT,
    result: 'Medium roast beans: a practical guide',
    result_bin: null,
    payment_id: '123456789',
    user_id: 1,
    system_context: '',
    max_tokens: 2048,
    payment_status: 'approved',
    payment_amount: 50,
    ...fields,
  };
}
const historyOf = (items: DbHistoryItem[]) => {
  db.history = db.history.filter((entry) => entry.user_id !== 1).concat(items);
};

/** The category written on a service's card in the open tab (beside its price). */
function categoryOnCard(serviceName: string): string | null | undefined {
  const card = within(screen.getByRole('tabpanel'))
    .getAllByRole('button')
    .find((button) => button.querySelector('.wizard-service-name')?.textContent === serviceName);
  expect(card, serviceName).toBeDefined();
  return card?.querySelector('.wizard-service-meta > span:first-child')?.textContent;
}

describe('the catalogue’s categories', () => {
  it('known categories in English, the service’s category beside it', async () => {
    const { user } = await renderApp('/agency', { language: 'en-US' });
    await pickService(user, 'Text', /^Blog Post/);
    expect(categoryOnCard('Blog Post')).toBe('Digital marketing');
    expect(categoryOnCard('Email Marketing')).toBe('Digital marketing');
    await user.click(screen.getByRole('tab', { name: 'Video & web' }));
    expect(categoryOnCard('Landing Page')).toBe('Web development');
    expect(categoryOnCard('Automated Bot')).toBe('Automation');
    expect(screen.queryByText(/Marketing Digital|Desenvolvimento Web|Automação/)).not.toBeInTheDocument();
  });

  it('in Portuguese as the API names them, and an unknown category as the API sent it', async () => {
    server.use(http.get(api('/ia/services'), () => HttpResponse.json({ 'Conteúdo Premium': [{ name: 'Redação para Blog', context: 'x', price: 50 }], 'Marketing Digital': [] })));
    const { user } = await renderApp('/agency', { language: 'en-US' });
    await pickService(user, 'Text', /^Blog Post/);
    expect(categoryOnCard('Blog Post')).toBe('Conteúdo Premium');
  });

  it('pt-BR keeps the API’s names', async () => {
    await renderApp('/agency', { language: 'pt-BR' });
    await screen.findByRole('tab', { name: 'Textos' });
    await within(screen.getByRole('tabpanel')).findAllByRole('button');
    expect(categoryOnCard('Redação para Blog')).toBe('Marketing Digital');
  });
});

describe('the demo checkout’s item', () => {
  const serviceCheckout = () =>
    createPreference({
      kind: 'service',
      title: 'Redação para Blog',
      amount: 50,
      userId: 1,
      origin: window.location.origin,
      backPaths: { success: '/agency?payment=processing', pending: '/payments/pendente', failure: '/payments/falha' },
    });

  it.each([
    ['en-US', 'Blog Post'],
    ['pt-BR', 'Redação para Blog'],
  ] as const)('names an order’s service in the visitor’s language (%s)', async (language, shown) => {
    await renderApp(`/demo/checkout?preference_id=${serviceCheckout().id}`, { language });
    expect(await screen.findByText(shown)).toBeInTheDocument();
    if (language === 'en-US') expect(document.querySelector('.demo-checkout-summary')).not.toHaveTextContent('Redação');
  });
});

describe('an English order', () => {
  it('sends the prompt in its fixed form and shows an English result', async () => {
    seedWizard({ step: 'payment', service: BLOG_SERVICE, briefing: BRIEFING });
    const { user } = await renderApp('/agency', { userId: 2, language: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Generate with my plan' }));
    expect(await screen.findByText('Order completed')).toBeInTheDocument();
    expect(capture.to('POST', '/ia/subscription/texto')[0]?.body).toMatchObject({ service_name: 'Redação para Blog', prompt: SENT_PROMPT });
    const result = document.querySelector('.wizard-result-text');
    expect(result).toHaveTextContent(/^Medium roast beans: a practical guide for coffee lovers in Austin/);
    expect(result).not.toHaveTextContent(/Redação|Introdução|Conclusão/);
  });
});

describe('the prompt as the customer reads it', () => {
  const SHOWN = [
    'Service: Blog Post',
    'Company name: Blue Harbor Coffee',
    'Target audience: Coffee lovers in Austin',
    'Tone of voice: Warm',
    'Product or service: Medium roast beans',
    'Goal: Sell online',
    'Answer language: US English',
  ].join('\n');

  it('beside the result, in English: labels, service and language translated, what was typed as typed; copied as shown', async () => {
    historyOf([order()]);
    const { user } = await renderApp('/client-area', { userId: 1, language: 'en-US' });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    await user.click(within(row).getByText('Show the prompt'));
    const shown = row.querySelector('.client-prompt-text');
    expect(shown?.textContent).toBe(SHOWN);
    await user.click(within(row).getByRole('button', { name: 'Copy the Blog Post prompt' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(SHOWN));
  });

  it('in Portuguese it reads as it was sent', async () => {
    historyOf([order()]);
    const { user } = await renderApp('/client-area', { userId: 1, language: 'pt-BR' });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    await user.click(within(row).getByText('Ver o pedido (prompt)'));
    expect(row.querySelector('.client-prompt-text')?.textContent).toBe(SENT_PROMPT);
  });

  it('a prompt the API stored in another shape is shown as it came', async () => {
    const stored = 'Empresa: Café Serra Alta. Estilo: aconchegante.';
    historyOf([order({ prompt: stored })]);
    const { user } = await renderApp('/client-area', { userId: 1, language: 'en-US' });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    await user.click(within(row).getByText('Show the prompt'));
    expect(row.querySelector('.client-prompt-text')?.textContent).toBe(stored);
  });

  it('in the CSV’s prompt column, in English', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    historyOf([order()]);
    const { user } = await renderApp('/client-area', { userId: 1, language: 'en-US' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^Export CSV/ }));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(save.mock.calls[0]![0]);
    });
    expect(text).toContain(`,Blog Post,Text,Approved,50.00,123456789,"${SHOWN}",`);
    expect(text).not.toContain('Idioma da resposta');
  });
});
