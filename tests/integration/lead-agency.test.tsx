import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';
import { chatUrl, fill, leadPayloads, NO_UTM, spyOnRedirect, fixLeadReference, PT_CONTEXT, withContext } from './lead-test-helpers';

beforeEach(() => {
  fixLeadReference();
});

describe('agency landing lead form', () => {
  it.each([
    ['pt-BR', { name: 'Seu nome', email: 'Seu e-mail', submit: 'Enviar e abrir o WhatsApp' }, 'Por favor, preencha todos os campos.', 'Informe um e-mail válido, como voce@suaempresa.com.br.'],
    ['en-US', { name: 'Your name', email: 'Your email', submit: 'Send and open WhatsApp' }, 'Please fill in all fields.', 'Enter a valid email address, like you@yourcompany.com.'],
  ] as const)('validates name and e-mail in %s', async (language, labels, required, invalidEmail) => {
    const assign = spyOnRedirect();
    const { user } = await renderApp('/agency', { language });
    const email = await fill(user, labels.email, '');
    expect(email).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(required);
    expect(screen.getByRole('textbox', { name: labels.name })).toHaveFocus();

    await fill(user, labels.name, 'Juliana');
    await fill(user, labels.email, 'juliana@estudio');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(invalidEmail);
    expect(screen.getByRole('textbox', { name: labels.email })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: labels.email })).toHaveValue('juliana@estudio');
    expect(leadPayloads()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the e-mail (no whatsapp field) and opens the chat', async () => {
    const assign = spyOnRedirect();
    const { user } = await renderApp('/agency');
    await fill(user, 'Seu nome', 'Juliana Prado');
    await fill(user, 'Seu e-mail', 'juliana@estudioprado.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar e abrir o WhatsApp' }));
    const message = withContext('Olá! Meu nome é Juliana Prado (juliana@estudioprado.com.br) e quero ativar o Plano Pro (assinatura mensal) da agência de IA.', PT_CONTEXT.agency);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(chatUrl(message)));
    expect(leadPayloads()).toEqual([
      { name: 'Juliana Prado', email: 'juliana@estudioprado.com.br', source: 'agency', action: 'activate_pro_plan', message, ...NO_UTM },
    ]);
  });
});
