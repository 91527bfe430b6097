import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overrideEnv } from '../utils/env-override';
import { currentUrl, renderApp } from '../utils/render-app';

describe('forgot password: a support hand-off (the API has no reset)', () => {
  it('carries the typed e-mail from /login, explains what happens and offers WhatsApp and e-mail with the request written', async () => {
    overrideEnv({ company: { email: 'suporte@iagencia.com.br' } });
    const { user, router } = await renderApp('/login');
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@loja.com.br');
    await user.click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/forgot-password');
    await waitFor(() => expect(screen.getByLabelText(/E-mail da conta/)).toHaveValue('ana@loja.com.br'));
    expect(screen.queryByRole('link', { name: /Pedir pelo WhatsApp/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const next = screen.getByRole('region', { name: 'Como pedir a nova senha' });
    expect(next).toHaveFocus();
    expect(next).toHaveTextContent('Nossa equipe confere os dados e responde em até 24 horas.');
    const message = 'Olá! Esqueci a senha da minha conta na IAgência (ana@loja.com.br). Podem me ajudar a recuperar o acesso?';
    const chat = new URL(within(next).getByRole('link', { name: /Pedir pelo WhatsApp/ }).getAttribute('href')!);
    expect(chat.origin + chat.pathname).toBe('https://wa.me/5511987654321');
    expect(chat.searchParams.get('text')).toBe(message);
    const mail = new URL(within(next).getByRole('link', { name: 'Pedir por e-mail (suporte@iagencia.com.br)' }).getAttribute('href')!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('suporte@iagencia.com.br');
    expect(mail.searchParams.get('body')).toBe(message);
    expect(mail.searchParams.get('subject')).toBe('Recuperar acesso à minha conta');
    expect(screen.getByRole('link', { name: 'Lembrei a senha: voltar para o login' })).toHaveAttribute('href', '/login');
  });

  it('asks for a valid e-mail first, in English too', async () => {
    const { user } = await renderApp('/esqueci-minha-senha', { language: 'en-US' });
    await user.type(await screen.findByLabelText(/Account e-mail/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/Account e-mail/)).toHaveFocus();
    expect(screen.getByLabelText(/Account e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'How to ask for a new password' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Account e-mail/));
    await user.type(screen.getByLabelText(/Account e-mail/), 'ana@loja.com.br');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('region', { name: 'How to ask for a new password' })).toHaveTextContent('We never ask for your current password');
  });
});
