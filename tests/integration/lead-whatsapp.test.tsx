import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { sameOrigin } from '@/mocks/handlers/utils';
import { addAnalyticsSink } from '@/lib/analytics/analytics';
import { renderApp } from '../utils/render-app';
import { chatUrl, fill, fixLeadReference, leadPayloads, NO_UTM, PT_CONTEXT, spyOnRedirect, withContext } from './lead-test-helpers';

const PT = { name: 'Seu nome', number: 'WhatsApp com DDD', submit: 'Enviar e abrir o WhatsApp' };
const EN = { name: 'Your name', number: 'WhatsApp number', submit: 'Send and open WhatsApp' };
const message = (name: string) => withContext(`Olá! Meu nome é ${name} e quero criar meu bot de vendas com IA para o WhatsApp. Pode me ajudar?`, PT_CONTEXT.whatsapp);

beforeEach(() => {
  fixLeadReference();
});

describe('WhatsApp landing lead form', () => {
  it.each([
    ['pt-BR', PT, 'Por favor, preencha todos os campos.', 'Informe um número de WhatsApp válido (inclua DDD).'],
    ['en-US', EN, 'Please fill in all fields.', 'Enter a valid WhatsApp number (include the area code).'],
  ] as const)('shows every validation message in %s, keeps the input and focuses the first invalid field', async (language, labels, required, invalid) => {
    const assign = spyOnRedirect();
    const { user } = await renderApp('/', { language });
    const submit = await screen.findByRole('button', { name: labels.submit });

    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(required);
    expect(screen.getByRole('textbox', { name: labels.name })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: labels.name })).toHaveAttribute('aria-invalid', 'true');

    await fill(user, labels.name, '   ');
    await fill(user, labels.number, '(11) 98765-4321');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(required);
    expect(screen.getByRole('textbox', { name: labels.name })).toHaveFocus();

    await fill(user, labels.name, 'Ana Souza');
    await fill(user, labels.number, '98765-4321');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByRole('textbox', { name: labels.number })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: labels.number })).toHaveValue('98765-4321');
    expect(screen.getByRole('textbox', { name: labels.name })).toHaveValue('Ana Souza');

    await fill(user, labels.number, '+55 11 98765-4321 000');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(invalid);

    expect(leadPayloads()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the lead without UTM (all null) and opens the chat with the prefilled message', async () => {
    const assign = spyOnRedirect();
    const events: unknown[] = [];
    const stop = addAnalyticsSink((event, params) => events.push({ event, params }));
    const { user } = await renderApp('/');
    await fill(user, PT.name, '  Ana Souza ');
    await fill(user, PT.number, ' (11) 98765-4321 ');
    await user.click(screen.getByRole('button', { name: PT.submit }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(chatUrl(message('Ana Souza'))));
    expect(leadPayloads()).toEqual([
      { name: 'Ana Souza', whatsapp: '(11) 98765-4321', source: 'whatsapp_bot', action: 'create_bot', message: message('Ana Souza'), ...NO_UTM },
    ]);
    expect(events).toContainEqual({ event: 'lead_submit', params: { source: 'whatsapp_bot', action: 'create_bot' } });
    expect(screen.getByRole('button', { name: 'Abrindo o WhatsApp...' })).toBeDisabled();
    stop();
  });

  it('sends the UTM parameters of the landing URL', async () => {
    const assign = spyOnRedirect();
    const { user } = await renderApp('/whatsapp-bot?utm_source=instagram&utm_medium=social&utm_campaign=lancamento&utm_term=bot&utm_content=story-1');
    await fill(user, PT.name, 'Ana');
    await fill(user, PT.number, '11987654321');
    await user.click(screen.getByRole('button', { name: PT.submit }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(leadPayloads()[0]).toMatchObject({
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'lancamento',
      utm_term: 'bot',
      utm_content: 'story-1',
    });
    // In words, in the message the lead and the chat share: the landing, the campaign and its source.
    const sent = leadPayloads()[0]!.message;
    expect(sent).toBe(withContext('Olá! Meu nome é Ana e quero criar meu bot de vendas com IA para o WhatsApp. Pode me ajudar?', `${PT_CONTEXT.whatsapp}, pela campanha “lancamento” (instagram)`));
    expect(assign).toHaveBeenCalledWith(chatUrl(String(sent)));
  });

  it('gives each lead its own reference, the same in the lead and in the chat', async () => {
    vi.restoreAllMocks();
    const assign = spyOnRedirect();
    const { user } = await renderApp('/?utm_source=google');
    await fill(user, PT.name, 'Ana');
    await fill(user, PT.number, '11987654321');
    await user.click(screen.getByRole('button', { name: PT.submit }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const sent = String(leadPayloads()[0]!.message);
    expect(sent).toMatch(/\n\nVim pela página do bot de vendas para WhatsApp, por um link de google\. Código do atendimento: IA-[A-HJ-NP-Z2-9]{6}\.$/);
    expect(assign).toHaveBeenCalledWith(chatUrl(sent));
  });

  it('keeps the campaign of the first page of the visit while the visitor browses', async () => {
    const assign = spyOnRedirect();
    const { user, router } = await renderApp('/plans?utm_source=google&utm_medium=cpc&utm_campaign=bot-vendas');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/blog');
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: /Seu WhatsApp vendendo/ });
    await fill(user, PT.name, 'Ana');
    await fill(user, PT.number, '11987654321');
    await user.click(screen.getByRole('button', { name: PT.submit }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(leadPayloads()[0]).toMatchObject({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'bot-vendas', utm_term: null, utm_content: null });
  });

  it.each([
    ['a server error', () => HttpResponse.json({ detail: 'Erro ao capturar lead' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('still opens the chat after %s, and only logs it', async (_case, reply) => {
    server.use(http.post(sameOrigin('/api/leads'), reply));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = spyOnRedirect();
    const { user } = await renderApp('/');
    await fill(user, PT.name, 'Ana');
    await fill(user, PT.number, '11987654321');
    await user.click(screen.getByRole('button', { name: PT.submit }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(chatUrl(message('Ana'))));
    expect(logged).toHaveBeenCalledWith('Erro ao capturar lead', expect.anything());
    // Nor the request's body: the visitor's name and number stay out of the console.
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/11987654321|"name"/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends one lead and opens one chat on a double click', async () => {
    const assign = spyOnRedirect();
    const { user } = await renderApp('/');
    await fill(user, PT.name, 'Ana');
    await fill(user, PT.number, '11987654321');
    const submit = screen.getByRole('button', { name: PT.submit });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await user.dblClick(submit);
    expect(submit).toBeDisabled();
    expect(leadPayloads()).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('keeps what the visitor typed across a reload of the page', async () => {
    const { user, unmount } = await renderApp('/');
    await fill(user, PT.name, 'Ana Souza');
    await fill(user, PT.number, '11 9876');
    unmount();
    await renderApp('/');
    expect(await screen.findByRole('textbox', { name: PT.name })).toHaveValue('Ana Souza');
    expect(screen.getByRole('textbox', { name: PT.number })).toHaveValue('11 9876');
  });

  it('writes the message in English for an English visitor', async () => {
    const assign = spyOnRedirect();
    const { user } = await renderApp('/', { language: 'en-US' });
    await fill(user, EN.name, 'John');
    await fill(user, EN.number, '+1 (415) 555-0100');
    await user.click(screen.getByRole('button', { name: EN.submit }));
    const english = withContext("Hi! My name is John and I'd like to set up an AI sales bot for my WhatsApp. Can you help me?", 'I came from the WhatsApp sales bot page', 'IA-AAAAAA', 'Reference');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(chatUrl(english)));
    expect(leadPayloads()[0]).toMatchObject({ whatsapp: '+1 (415) 555-0100', message: english });
  });
});
