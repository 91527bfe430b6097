import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';
import { chatUrl, fill, leadPayloads, NO_UTM, spyOnRedirect, fixLeadReference, PT_CONTEXT, withContext } from './lead-test-helpers';

beforeEach(() => {
  fixLeadReference();
});

describe('Discord landing lead form', () => {
  it.each([
    ['pt-BR', { name: 'Seu nome', user: 'Seu usuário no Discord', submit: 'Enviar e abrir o WhatsApp' }, 'Por favor, preencha todos os campos.'],
    ['en-US', { name: 'Your name', user: 'Your Discord username', submit: 'Send and open WhatsApp' }, 'Please fill in all fields.'],
  ] as const)('asks for both fields in %s, trimmed, and focuses the empty one', async (language, labels, required) => {
    const assign = spyOnRedirect();
    const { user } = await renderApp('/discord-bot', { language });
    await fill(user, labels.name, 'Rafa');
    await fill(user, labels.user, '   ');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(required);
    expect(screen.getByRole('textbox', { name: labels.user })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: labels.name })).toHaveValue('Rafa');
    expect(leadPayloads()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the Discord user in whatsapp and in the message, then opens the chat', async () => {
    const assign = spyOnRedirect();
    const { user } = await renderApp('/discord-bot?utm_source=discord&utm_campaign=servidores');
    await fill(user, 'Seu nome', ' Rafael Monteiro ');
    await fill(user, 'Seu usuário no Discord', ' kaze.rafa ');
    await user.click(screen.getByRole('button', { name: 'Enviar e abrir o WhatsApp' }));
    const message = withContext('Olá! Meu nome é Rafael Monteiro (Discord: kaze.rafa) e quero ativar a proteção com IA no meu servidor do Discord.', `${PT_CONTEXT.discord}, pela campanha “servidores” (discord)`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(chatUrl(message)));
    expect(leadPayloads()).toEqual([
      {
        name: 'Rafael Monteiro',
        whatsapp: 'kaze.rafa',
        source: 'discord_bot',
        action: 'activate_protection',
        message,
        ...NO_UTM,
        utm_source: 'discord',
        utm_campaign: 'servidores',
      },
    ]);
  });
});
