import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { api } from '@/mocks/handlers/utils';
import { persistent } from '@/lib/storage/storage';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/domain/consent';
import { currentUrl, renderApp } from '../utils/render-app';

async function openRegistration(language?: 'en-US') {
  const view = await renderApp('/login', { language });
  await view.user.click(await screen.findByRole('button', { name: language ? 'Create an account' : 'Criar conta' }));
  return view;
}

async function fill(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string, password: string, confirmation = password, accept = true) {
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Crie uma senha/), password);
  await user.type(screen.getByLabelText(/^Repita a senha/), confirmation);
  if (accept) await user.click(screen.getByRole('checkbox', { name: /Li e aceito os Termos de Uso e a Política de Privacidade/ }));
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
}

describe('registration on /login', () => {
  it('checks the e-mail, the password length and the confirmation before calling the API', async () => {
    const register = vi.fn();
    server.use(http.post(api('/register'), () => register()));
    const { user } = await openRegistration();
    expect(screen.getByRole('heading', { level: 1, name: 'Crie sua conta grátis' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Crie uma senha/)).toHaveAttribute('autocomplete', 'new-password');
    await fill(user, 'ana@loja.com.br', 'curta', 'outra');
    expect(screen.getByText('A senha precisa ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('As senhas não são iguais. Digite a mesma senha nos dois campos.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Crie uma senha/)).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it('requires accepting the terms and the privacy policy, linked beside the box', async () => {
    const register = vi.fn();
    server.use(http.post(api('/register'), () => register()));
    const { user } = await openRegistration();
    const form = screen.getByRole('checkbox').closest('form')!;
    expect(within(form).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
    expect(within(form).getAllByRole('link', { name: 'Política de Privacidade' })[0]).toHaveAttribute('href', '/privacy');
    await fill(user, 'ana@loja.com.br', 'senhaforte1', 'senhaforte1', false);
    expect(screen.getByText('Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });

  it('posts JSON e-mail and password to /register, then logs in through /token', async () => {
    let registered: unknown = null;
    let tokenBody = '';
    server.use(
      http.post(api('/register'), async ({ request }) => {
        registered = await request.clone().json();
        return undefined;
      }),
      http.post(api('/token'), async ({ request }) => {
        tokenBody = await request.clone().text();
        return undefined;
      }),
    );
    const { user, router } = await openRegistration();
    await fill(user, 'Nova@Loja.com.br ', 'senhaforte1');
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
    expect(registered).toEqual({ email: 'Nova@Loja.com.br', password: 'senhaforte1' });
    expect(Object.fromEntries(new URLSearchParams(tokenBody))).toEqual({ username: 'Nova@Loja.com.br', password: 'senhaforte1' });
    expect(db.users.some((candidate) => candidate.email === 'nova@loja.com.br')).toBe(true);
    expect(persistent.token.get()).toBeTruthy();
    // The acceptance is kept with the consent record, not sent to the API (checked above: only e-mail and password).
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')).toMatchObject({
      terms: { version: `terms ${TERMS_VERSION}; privacy ${PRIVACY_VERSION}`, acceptedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
  });

  it('says clearly when the e-mail already has an account', async () => {
    const { user } = await openRegistration();
    await fill(user, 'demo@iagencia.com.br', 'outrasenha1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já existe uma conta com este e-mail. Entre com sua senha ou use “Esqueci minha senha”.',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('demo@iagencia.com.br');
    expect(persistent.token.get()).toBeNull();
  });

  it('treats a 409 without detail as an existing account too', async () => {
    server.use(http.post(api('/register'), () => new HttpResponse(null, { status: 409 })));
    const { user } = await openRegistration();
    await fill(user, 'ana@loja.com.br', 'outrasenha1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Já existe uma conta com este e-mail.');
  });

  it('shows a validation detail it does not know as the server wrote it', async () => {
    server.use(
      http.post(api('/register'), () =>
        HttpResponse.json({ detail: [{ loc: ['body', 'email'], msg: 'Domínio de e-mail não aceito', type: 'value_error' }] }, { status: 422 }),
      ),
    );
    const { user } = await openRegistration();
    await fill(user, 'ana@loja.com.br', 'outrasenha1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Domínio de e-mail não aceito');
  });

  it('falls back to a translated registration error', async () => {
    server.use(http.post(api('/register'), () => new HttpResponse(null, { status: 500 })));
    const { user } = await openRegistration();
    await fill(user, 'ana@loja.com.br', 'outrasenha1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível criar sua conta agora. Tente novamente em instantes.');
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
  });

  it('asks for a manual login, e-mail kept, when the account exists but the automatic login fails', async () => {
    server.use(http.post(api('/token'), () => new HttpResponse(null, { status: 503 })));
    const { user } = await openRegistration();
    await fill(user, 'ana@loja.com.br', 'outrasenha1');
    expect(
      await screen.findByText('Sua conta foi criada, mas não conseguimos entrar automaticamente. Digite sua senha abaixo para entrar.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@loja.com.br');
  });

  it('answers in English through the demo backend’s own rules', async () => {
    const { user } = await openRegistration('en-US');
    await user.type(screen.getByLabelText(/^Email/), 'demo@iagencia.com.br');
    await user.type(screen.getByLabelText(/^Create a password/), 'outrasenha1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'outrasenha1');
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the Terms of Use and the Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("There's already an account with this email.");
  });
});
