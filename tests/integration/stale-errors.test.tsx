import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';
import { fill, spyOnRedirect } from './lead-test-helpers';

/** An error describes the attempt it answered: once the visitor edits a field, it no longer sits beside the new values. */
describe('errors of a previous attempt', () => {
  it.each([
    ['pt-BR', { email: /^E-mail/, password: /^Senha/, submit: 'Entrar', wrong: 'E-mail ou senha incorretos', invalid: 'Informe um e-mail válido', required: 'Informe sua senha.' }],
    ['en-US', { email: /^Email/, password: /^Password/, submit: 'Log in', wrong: 'Wrong email or password', invalid: 'Enter a valid email', required: 'Enter your password.' }],
  ] as const)('/login in %s: the server’s answer goes once a field changes, and a field’s error once that field does', async (language, labels) => {
    const { user } = await renderApp('/login', { language: language === 'en-US' ? 'en-US' : undefined });
    await user.type(await screen.findByLabelText(labels.email), 'demo@iagencia.com.br');
    await user.type(screen.getByLabelText(labels.password), 'errada123');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(labels.wrong);

    // Editing the e-mail into something invalid: the old answer goes at the first keystroke...
    await user.type(screen.getByLabelText(labels.email), 'x');
    expect(screen.queryByText(new RegExp(labels.wrong))).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(labels.email));
    await user.type(screen.getByLabelText(labels.email), 'demo@');
    await user.clear(screen.getByLabelText(labels.password));
    await user.click(screen.getByRole('button', { name: labels.submit }));
    // ...and the new attempt's problems stand alone.
    expect(screen.getByText(new RegExp(labels.invalid))).toBeInTheDocument();
    expect(screen.getByText(labels.required)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(labels.wrong))).not.toBeInTheDocument();

    // Correcting the password clears its own error only.
    await user.type(screen.getByLabelText(labels.password), 's');
    expect(screen.queryByText(labels.required)).not.toBeInTheDocument();
    expect(screen.getByText(new RegExp(labels.invalid))).toBeInTheDocument();
    expect(screen.getByLabelText(labels.email)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(labels.email), 'iagencia.com.br');
    expect(screen.queryByText(new RegExp(labels.invalid))).not.toBeInTheDocument();
    expect(screen.getByLabelText(labels.email)).not.toHaveAttribute('aria-invalid');
  });

  it('registration: "e-mail já cadastrado" goes when the e-mail changes; the terms error when the box is ticked', async () => {
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Criar conta' }));
    await user.type(screen.getByLabelText(/^E-mail/), 'demo@iagencia.com.br');
    await user.type(screen.getByLabelText(/^Crie uma senha/), 'senhaforte1');
    await user.type(screen.getByLabelText(/^Repita a senha/), 'senhaforte1');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(screen.getByText('Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    expect(screen.queryByText('Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Já existe uma conta com este e-mail');
    await user.type(screen.getByLabelText(/^E-mail/), 'x');
    expect(screen.queryByText(/Já existe uma conta com este e-mail/)).not.toBeInTheDocument();
  });

  it('forgot password: the e-mail’s error goes as the visitor corrects it', async () => {
    const { user } = await renderApp('/forgot-password', { language: 'en-US' });
    await user.type(await screen.findByLabelText(/Account e-mail/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter a valid email, like name@company.com.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Account e-mail/), 'l');
    expect(screen.queryByText('Enter a valid email, like name@company.com.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Account e-mail/)).not.toHaveAttribute('aria-invalid');
  });

  it('a lead form: a field being corrected is no longer flagged, and the message goes with the last one', async () => {
    const assign = spyOnRedirect();
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Enviar e abrir o WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
    await fill(user, 'Seu nome', 'Ana');
    expect(screen.getByRole('textbox', { name: 'Seu nome' })).not.toHaveAttribute('aria-invalid');
    // The number is still empty: the message still stands for it.
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
    expect(screen.getByRole('textbox', { name: 'WhatsApp com DDD' })).toHaveAttribute('aria-invalid', 'true');
    await fill(user, 'WhatsApp com DDD', '9876');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar e abrir o WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um número de WhatsApp válido (inclua DDD).');
    await user.type(screen.getByRole('textbox', { name: 'WhatsApp com DDD' }), '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
