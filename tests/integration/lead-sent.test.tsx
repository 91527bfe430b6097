import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';
import { chatUrl, fill, fixLeadReference, leadPayloads, spyOnRedirect, withContext, PT_CONTEXT } from './lead-test-helpers';

/** What this tab keeps of the leads it sent (sessionStorage sentLeads). */
const storedSentLeads = () => JSON.parse(sessionStorage.getItem('sentLeads') ?? 'null') as Record<string, Record<string, unknown>> | null;

const sentMessage = withContext('Olá! Meu nome é Camila Rocha e quero criar meu bot de vendas com IA para o WhatsApp. Pode me ajudar?', PT_CONTEXT.whatsapp);

/** Sends the sales bot landing's lead; the browser "leaves" for WhatsApp (the redirect is recorded, not followed). */
async function sendLead() {
  const assign = spyOnRedirect();
  const view = await renderApp('/');
  await fill(view.user, 'Seu nome', '  Camila Rocha ');
  await fill(view.user, 'WhatsApp com DDD', '(31) 98765-4321');
  await view.user.click(screen.getByRole('button', { name: 'Enviar e abrir o WhatsApp' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith(chatUrl(sentMessage)));
  return view;
}

/** Back from WhatsApp with the page restored from the browser's page cache. */
const restoreFromPageCache = () => act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));

beforeEach(() => {
  fixLeadReference();
});

describe('a lead form on the way back from WhatsApp', () => {
  it('after a reload (or a Back that reloads), says the details arrived, greets by first name and opens the same chat again', async () => {
    const { unmount } = await sendLead();
    // While the browser leaves, the form stays, its button saying so.
    expect(screen.getByRole('button', { name: 'Abrindo o WhatsApp...' })).toBeDisabled();
    expect(storedSentLeads()).toEqual({ whatsapp: { firstName: 'Camila', message: sentMessage, fingerprint: expect.stringMatching(/^[0-9a-f]{8}$/), reopened: false, repeated: false } });
    unmount();

    await renderApp('/');
    const status = (await screen.findByText('Obrigado, Camila! Recebemos seus dados.')).closest('[role="status"]');
    expect(status).toHaveTextContent('A conversa com a nossa equipe continua no WhatsApp');
    expect(screen.queryByRole('textbox', { name: 'Seu nome' })).not.toBeInTheDocument();
    const again = screen.getByRole('link', { name: /Abrir a conversa no WhatsApp/ });
    expect(again).toHaveAttribute('href', chatUrl(sentMessage));
    expect(again).toHaveAttribute('target', '_blank');
    expect(leadPayloads()).toHaveLength(1);
  });

  it('after a return from the page cache, says the same in place of the form', async () => {
    await sendLead();
    restoreFromPageCache();
    expect(await screen.findByText('Obrigado, Camila! Recebemos seus dados.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Abrir a conversa no WhatsApp/ })).toHaveAttribute('href', chatUrl(sentMessage));
  });

  it('"Enviar outros dados" brings the form back with what was typed, focused, still knowing the lead it sent', async () => {
    const { user, unmount } = await sendLead();
    unmount();
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Enviar outros dados' }));
    const name = screen.getByRole('textbox', { name: 'Seu nome' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('  Camila Rocha ');
    expect(storedSentLeads()?.whatsapp).toMatchObject({ message: sentMessage, reopened: true });
  });

  it('the same details sent again, after a reload, are said to be already sent and open the same chat, with no second lead', async () => {
    const { user, unmount } = await sendLead();
    unmount();
    const reopened = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Enviar outros dados' }));
    reopened.unmount();
    // The reopened form survives a reload, and spacing or punctuation does not make the details new.
    await renderApp('/');
    expect(await screen.findByRole('textbox', { name: 'Seu nome' })).toHaveValue('  Camila Rocha ');
    await fill(user, 'WhatsApp com DDD', '31 98765 4321');
    const assign = spyOnRedirect();
    await user.click(screen.getByRole('button', { name: 'Enviar e abrir o WhatsApp' }));
    const status = (await screen.findByText('Camila, você já nos enviou estes dados.')).closest('[role="status"]');
    expect(status).toHaveTextContent('não enviamos de novo');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(chatUrl(sentMessage)));
    expect(leadPayloads()).toHaveLength(1);
  });

  it('changed details are a new lead, with its own message', async () => {
    const { user } = await sendLead();
    restoreFromPageCache();
    await user.click(await screen.findByRole('button', { name: 'Enviar outros dados' }));
    await fill(user, 'Seu nome', 'Camila R. Souza');
    await user.click(screen.getByRole('button', { name: 'Enviar e abrir o WhatsApp' }));
    await waitFor(() => expect(leadPayloads()).toHaveLength(2));
    expect(leadPayloads()[1]).toMatchObject({ name: 'Camila R. Souza', whatsapp: '(31) 98765-4321' });
    expect(screen.queryByText(/já nos enviou/)).not.toBeInTheDocument();
  });

  it('is per form, and in English for an English visitor', async () => {
    sessionStorage.setItem('sentLeads', JSON.stringify({ discord: { firstName: 'Rafael', message: 'Hi! My name is Rafael.', fingerprint: '', reopened: false, repeated: false } }));
    await renderApp('/', { language: 'en-US' });
    // The sales bot landing's own form never sent a lead: it is there, empty.
    expect(await screen.findByRole('textbox', { name: 'Your name' })).toHaveValue('');
    expect(screen.queryByText(/We've got your details/)).not.toBeInTheDocument();
  });

  it('greets without a name when none was kept, in English', async () => {
    sessionStorage.setItem('sentLeads', JSON.stringify({ discord: { firstName: '', message: 'Hi! Please turn on AI protection.', fingerprint: '', reopened: false, repeated: false } }));
    await renderApp('/discord-bot', { language: 'en-US' });
    expect(await screen.findByText("Thank you! We've got your details.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the chat on WhatsApp/ })).toHaveAttribute('href', chatUrl('Hi! Please turn on AI protection.'));
    expect(screen.getByRole('button', { name: 'Send different details' })).toBeInTheDocument();
  });
});
