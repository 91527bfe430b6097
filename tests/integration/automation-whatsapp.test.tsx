import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/config/languages';
import { browserLocation } from '@/lib/links/safe-redirect';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { currentUrl, renderApp } from '../utils/render-app';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

let sent: Record<string, unknown>[];
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  sent = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/ia/automation-request') sent.push((await request.clone().json()) as Record<string, unknown>);
  });
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
  return () => server.events.removeAllListeners();
});
afterEach(() => vi.restoreAllMocks());

const COPY = {
  'pt-BR': {
    bot: 'Bot de vendas para WhatsApp',
    business: /^O que a sua empresa faz/,
    plans: /^Produtos, planos e preços/,
    number: /^Seu WhatsApp/,
    submit: 'Começar meus 15 dias grátis',
    invalid: 'Informe um número de WhatsApp válido (inclua DDD).',
  },
  'en-US': {
    bot: 'WhatsApp sales bot',
    business: /^What your business does/,
    plans: /^Products, plans and prices/,
    number: /^Your WhatsApp number/,
    submit: 'Start my 15 free days',
    invalid: 'Enter a valid WhatsApp number (include the area code).',
  },
} as const;

async function fillBriefing(user: User, language: Language = 'pt-BR') {
  const copy = COPY[language];
  await user.click(await screen.findByRole('radio', { name: copy.bot }));
  await user.type(screen.getByLabelText(copy.business), 'Doceria artesanal em BH.');
  await user.type(screen.getByLabelText(copy.plans), 'Bolo de pote R$ 15,00');
}

describe('the WhatsApp bot’s setup asks for the number the team will call', () => {
  it('is required', async () => {
    const { user } = await renderApp('/automation', { userId: 1 });
    await fillBriefing(user);
    await user.click(screen.getByRole('button', { name: COPY['pt-BR'].submit }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos obrigatórios.');
    const number = screen.getByLabelText(COPY['pt-BR'].number);
    expect(number).toHaveFocus();
    expect(number).toBeRequired();
    expect(number).toHaveAccessibleDescription(/Preencha este campo\.$/);
    expect(sent).toEqual([]);
  });

  it.each(['pt-BR', 'en-US'] as const)('is checked like the lead form’s number, with the lead form’s message (%s)', async (language) => {
    const copy = COPY[language];
    const { user } = await renderApp('/automation', { userId: 1, language });
    await fillBriefing(user, language);
    const number = screen.getByLabelText(copy.number);
    expect(number).toHaveAttribute('type', 'tel');
    await user.type(number, '98765-4321');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    // Said once, under the field: no alert repeats it.
    expect(screen.getAllByText(copy.invalid)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(new RegExp(`${copy.invalid.replace(/[().]/g, '\\$&')}$`));
    expect(sent).toEqual([]);
  });

  it('is sent with the request, kept with the trial and promised back on the confirmation', async () => {
    const { user, unmount } = await renderApp('/automation', { userId: 1 });
    await fillBriefing(user);
    await user.type(screen.getByLabelText(COPY['pt-BR'].number), '(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: COPY['pt-BR'].submit }));
    expect(await screen.findByText(/Pedido recebido!/)).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ service_type: 'bot_ia', whatsapp: '5511987654321' })]);
    expect(JSON.parse(localStorage.getItem('trialData')!)).toMatchObject({ whatsapp: '5511987654321' });
    expect(db.automationRequests).toMatchObject([{ whatsapp: '5511987654321' }]);
    unmount();

    // Back from Mercado Pago.
    await renderApp('/automation-success?collection_status=approved', { userId: 1 });
    expect(await screen.findByText('Em até 24 horas chamamos você no WhatsApp +55 11 98765-4321 para conectar o número da sua empresa.')).toBeInTheDocument();
  });

  it('is promised back in English too', async () => {
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'bot_ia', whatsapp: '5511987654321', payment_url: '' }));
    await renderApp('/automation-success', { userId: 1, language: 'en-US' });
    expect(await screen.findByText("Within 24 hours we'll message you on WhatsApp at +55 11 98765-4321 to connect your business number.")).toBeInTheDocument();
  });

  it('a trial saved without a number promises no call: it asks the customer to write', async () => {
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'bot_ia', payment_url: '' }));
    await renderApp('/automation-success', { userId: 1 });
    expect(await screen.findByText('Fale com a gente pelo WhatsApp para conectar o número da sua empresa: respondemos em até 24 horas.')).toBeInTheDocument();
    expect(screen.queryByText(/chamamos você/)).not.toBeInTheDocument();
  });

  it('is kept across a reload and the login, then sent', async () => {
    const first = await renderApp('/automation');
    await fillBriefing(first.user);
    await first.user.type(screen.getByLabelText(COPY['pt-BR'].number), '+55 21 3333-4444');
    first.unmount();

    const { user, router } = await renderApp('/automation');
    expect(await screen.findByLabelText(COPY['pt-BR'].number)).toHaveValue('+55 21 3333-4444');
    await user.click(screen.getByRole('button', { name: COPY['pt-BR'].submit }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(JSON.parse(sessionStorage.getItem('automationForm')!)).toMatchObject({ bot: 'whatsapp', sales: { whatsapp: '+55 21 3333-4444' } });
    await user.type(screen.getByLabelText(/^E-mail/), 'demo@iagencia.com.br');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/automation'));
    expect(await screen.findByLabelText(COPY['pt-BR'].number)).toHaveValue('+55 21 3333-4444');
    await user.click(await screen.findByRole('button', { name: COPY['pt-BR'].submit }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ whatsapp: '552133334444' })]));
  });
});
