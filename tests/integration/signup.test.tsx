import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNUP_REDIRECT_DELAY_MS } from '@/config/redirect-delays';
import { currentUrl, renderApp } from '../utils/render-app';

describe('/signup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const wait = () => act(() => vi.advanceTimersByTimeAsync(SIGNUP_REDIRECT_DELAY_MS));

  it.each([
    ['?bot=discord', 'Configurando seu bot de moderação para Discord...', { kind: 'bot', bot: 'discord' }, '/automation'],
    ['?bot=whatsapp', 'Configurando seu bot de vendas para WhatsApp...', { kind: 'bot', bot: 'whatsapp' }, '/automation'],
    ['?plan=pro', 'Preparando o Plano Pro para você...', { kind: 'plan', plan: 'pro' }, '/plans'],
  ])('%s stores the choice, says what it prepares and then replaces itself with the next page', async (query, message, stored, target) => {
    const { router } = await renderApp(`/signup${query}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Preparando sua conta' })).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('signupChoice') ?? 'null')).toEqual(stored));
    expect(currentUrl(router)).toBe(`/signup${query}`);
    await wait();
    // The next screen's chunk loads before the router commits the new location.
    await waitFor(() => expect(currentUrl(router)).toBe(target));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes home when there is nothing to set up, storing nothing', async () => {
    const { router } = await renderApp('/signup?bot=telegram');
    expect(await screen.findByText('Preparando tudo para você...')).toBeInTheDocument();
    await wait();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(localStorage.getItem('signupChoice')).toBeNull();
  });

  it('lands on /plans with the chosen plan highlighted, in English', async () => {
    const { router } = await renderApp('/signup?plan=creator', { language: 'en-US' });
    expect(await screen.findByText('Getting the Creator plan ready for you...')).toBeInTheDocument();
    await wait();
    await waitFor(() => expect(currentUrl(router)).toBe('/plans'));
    expect(await screen.findByText('Your choice')).toBeInTheDocument();
  });
});
