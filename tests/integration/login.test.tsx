import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { api, issueToken } from '@/mocks/handlers/utils';
import { browserLocation } from '@/lib/links/safe-redirect';
import { persistent } from '@/lib/storage/storage';
import { currentUrl, renderApp } from '../utils/render-app';

const emailField = () => screen.getByLabelText(/^E-mail/);
const passwordField = () => screen.getByLabelText(/^Senha/);

describe('/login', () => {
  it('labels both fields for the password manager and requires them before calling the API', async () => {
    const token = vi.fn();
    server.use(http.post(api('/token'), () => token()));
    const { user } = await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'ana@loja');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe um e-mail válido, como nome@empresa.com.br.')).toBeInTheDocument();
    expect(token).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field once its error shows, so that a screen reader reads the field with its error', async () => {
    const { user } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Entre na sua conta' });
    await user.type(passwordField(), 'segredo');
    const atFocus: (string | null)[] = [];
    emailField().addEventListener('focus', (event) => {
      const field = event.target as HTMLElement;
      const description = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
      atFocus.push(`${field.getAttribute('aria-invalid')} ${description.join(' ').trim()}`);
    });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(emailField()).toHaveFocus();
    expect(atFocus).toEqual(['true Informe seu e-mail.']);
  });

  it('posts username and password form-encoded to /token, logs in and goes to /agency', async () => {
    let sent: { type: string | null; body: string } | null = null;
    server.use(
      http.post(api('/token'), async ({ request }) => {
        sent = { type: request.headers.get('Content-Type'), body: await request.clone().text() };
        return undefined;
      }),
    );
    const { user, router } = await renderApp('/login');
    await user.type(await screen.findByLabelText(/^E-mail/), ' demo@iagencia.com.br ');
    await user.type(passwordField(), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
    expect(sent!.type).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent!.body))).toEqual({ username: 'demo@iagencia.com.br', password: 'demo1234' });
    expect(persistent.token.get()).toMatch(/^demo\.1\./);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a wrong password in the visitor’s language and keeps the typed e-mail', async () => {
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText(/^E-mail/), 'demo@iagencia.com.br');
    await user.type(passwordField(), 'errada123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos. Confira e tente novamente.');
    expect(emailField()).toHaveValue('demo@iagencia.com.br');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(persistent.token.get()).toBeNull();
  });

  it.each([
    ['the server’s own detail', HttpResponse.json({ detail: 'Conta bloqueada. Fale com o suporte.' }, { status: 403 }), 'Conta bloqueada. Fale com o suporte.'],
    ['the generic login error without one', HttpResponse.json({}, { status: 500 }), 'Não foi possível entrar agora. Confira seus dados e tente novamente.'],
    ['the translated network error', HttpResponse.error(), 'Sem conexão com o servidor. Verifique sua internet e tente novamente.'],
  ])('shows %s', async (_case, response, message) => {
    server.use(http.post(api('/token'), () => response));
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@loja.com.br');
    await user.type(passwordField(), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailField()).toHaveValue('ana@loja.com.br');
  });

  it('shows progress and sends one request however often the button is pressed', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(api('/token'), async () => {
        calls += 1;
        await gate;
        return HttpResponse.json({ detail: 'Incorrect username or password' }, { status: 401 });
      }),
    );
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@loja.com.br');
    await user.type(passwordField(), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const busy = screen.getByRole('button', { name: 'Entrando...' });
    expect(busy).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.click(busy);
    release();
    expect(await screen.findByText('E-mail ou senha incorretos. Confira e tente novamente.')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('sends the browser to the API’s Google sign-in', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = await renderApp('/login', { state: { from: '/client' } });
    await user.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    expect(assign).toHaveBeenCalledWith('/auth/google/login');
    expect(screen.getByRole('button', { name: 'Abrindo o Google...' })).toBeDisabled();
    // RequireAuth's `from` is kept for the way back, since router state does not survive the redirect.
    expect(JSON.parse(sessionStorage.getItem('loginForm')!)).toMatchObject({ from: '/client' });
  });

  it('takes the Google token out of the address bar before logging in with it', async () => {
    const token = issueToken(db.users[0]!);
    let releaseMe!: () => void;
    const meGate = new Promise<void>((resolve) => (releaseMe = resolve));
    server.use(
      http.get(api('/me'), async () => {
        await meGate;
        return undefined;
      }),
    );
    sessionStorage.setItem('loginForm', JSON.stringify({ from: '/client' }));
    startedGoogleSignIn();
    const { router } = await renderApp(`/login?token=${token}&lng=pt-BR`);
    await waitFor(() => expect(currentUrl(router)).toBe('/login?lng=pt-BR'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(persistent.token.get()).toBe(token);
    releaseMe();
    await waitFor(() => expect(currentUrl(router)).toBe('/client'));
  });

  it('explains a refused Google token and keeps the form', async () => {
    startedGoogleSignIn();
    const { router } = await renderApp('/login?token=forged-token');
    expect(
      await screen.findByText('Não foi possível entrar com o Google. Tente de novo ou use seu e-mail e senha.'),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/login');
    expect(persistent.token.get()).toBeNull();
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
  });

  it('lists the demo accounts in demo mode and fills the form with one', async () => {
    const { user } = await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Contas de demonstração' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar esta conta pro@iagencia.com.br' }));
    expect(emailField()).toHaveValue('pro@iagencia.com.br');
    expect(passwordField()).toHaveValue('demo1234');
  });

  it('keeps the typed e-mail (never the password) across a reload', async () => {
    const first = await renderApp('/login');
    await first.user.type(await screen.findByLabelText(/^E-mail/), 'ana@loja.com.br');
    await first.user.type(passwordField(), 'segredo123');
    first.unmount();
    expect(sessionStorage.getItem('loginForm')).not.toContain('segredo123');
    await renderApp('/login');
    // Restored once the page is live (the prerendered form is empty).
    await waitFor(async () => expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('ana@loja.com.br'));
    expect(passwordField()).toHaveValue('');
  });

  it('speaks English', async () => {
    const { user } = await renderApp('/login', { language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'demo@iagencia.com.br');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password. Check them and try again.');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('sends a visitor who is already logged in straight on', async () => {
    const { router } = await renderApp('/login', { userId: 1 });
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
  });

  it('waits for a slow login without hiding the form', async () => {
    server.use(
      http.post(api('/token'), async () => {
        await delay(50);
        return HttpResponse.json({ detail: 'Incorrect username or password' }, { status: 401 });
      }),
    );
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@loja.com.br');
    await user.type(passwordField(), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(emailField()).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

/** What the "Entrar com Google" button leaves in this tab before leaving (features/auth/google-sign-in.ts). */
function startedGoogleSignIn(startedAt = Date.now()) {
  sessionStorage.setItem('googleSignIn', JSON.stringify({ nonce: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6', startedAt }));
}
