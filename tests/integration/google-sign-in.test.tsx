import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { persistent } from '@/lib/storage/storage';
import { browserLocation } from '@/lib/links/safe-redirect';
import { db } from '@/mocks/db';
import { issueToken } from '@/mocks/handlers/utils';
import { currentUrl, renderApp } from '../utils/render-app';

const started = (startedAt = Date.now()) => sessionStorage.setItem('googleSignIn', JSON.stringify({ nonce: 'f'.repeat(32), startedAt }));
const tokenOf = (index: number) => issueToken(db.users[index]!);
const NEUTRAL = 'Este link de acesso não pôde ser usado. Para entrar com o Google, use o botão “Entrar com Google”.';

describe('Google sign-in returns only to the tab that asked (login CSRF)', () => {
  it('leaves a one-time nonce when the button is clicked', async () => {
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    const saved = JSON.parse(sessionStorage.getItem('googleSignIn') ?? 'null') as { nonce: string; startedAt: number };
    expect(saved.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.now() - saved.startedAt).toBeLessThan(5000);
  });

  it('discards a token nobody asked for, with a neutral message, and scrubs it from the address bar', async () => {
    const { router } = await renderApp(`/login?token=${tokenOf(0)}`);
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(persistent.token.get()).toBeNull();
  });

  it('discards a token that comes back after more than 10 minutes', async () => {
    started(Date.now() - 11 * 60 * 1000);
    await renderApp(`/login?token=${tokenOf(0)}`);
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(persistent.token.get()).toBeNull();
    expect(sessionStorage.getItem('googleSignIn')).toBeNull();
  });

  it('accepts the token of a sign-in this tab started, once', async () => {
    started();
    const token = tokenOf(0);
    const { router } = await renderApp(`/login?token=${token}`);
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
    expect(persistent.token.get()).toBe(token);
    expect(sessionStorage.getItem('googleSignIn')).toBeNull();
  });

  it('asks before replacing a live session with another account, and keeps it when told to', async () => {
    const first = tokenOf(0);
    persistent.token.set(first);
    started();
    const { user, router } = await renderApp(`/login?token=${tokenOf(1)}`);
    // The prompt takes focus once mounted (it may mount again while the current profile loads).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Trocar de conta?' })).toHaveFocus());
    expect(screen.getByText(`Você já está conectado como ${db.users[0]!.email}. Quer trocar para a conta do Google que acabou de escolher?`)).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/login');
    await user.click(screen.getByRole('button', { name: `Continuar como ${db.users[0]!.email}` }));
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
    expect(persistent.token.get()).toBe(first);
  });

  it('switches accounts when the visitor chooses to', async () => {
    persistent.token.set(tokenOf(0));
    started();
    const second = tokenOf(1);
    const { user, router } = await renderApp(`/login?token=${second}`);
    await user.click(await screen.findByRole('button', { name: 'Trocar de conta' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
    expect(persistent.token.get()).toBe(second);
  });
});
