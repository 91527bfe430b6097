import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '@/domain/consent';
import { track } from '@/lib/analytics/analytics';
import { renderApp } from '../utils/render-app';

vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/env')>();
  return { ...original, env: { ...original.env, gaId: 'G-TEST123', metaPixelId: '987654' } };
});

type TrackerWindow = { dataLayer?: ArrayLike<unknown>[]; gtag?: unknown; fbq?: { queue: unknown[][]; disablePushState?: boolean }; _fbq?: unknown };
const win = () => window as unknown as TrackerWindow;
const trackerScripts = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src') ?? '').filter((src) => /googletagmanager|facebook/.test(src));
const gaCalls = () => (win().dataLayer ?? []).map((entry) => Array.from(entry));
const pixelCalls = () => win().fbq?.queue ?? [];
const banner = () => screen.queryByRole('region', { name: 'Cookies e privacidade' });
const stored = () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown> | null;
const answered = (analytics: boolean, marketing: boolean) =>
  localStorage.setItem('cookieConsent', JSON.stringify({ version: CONSENT_VERSION, decidedAt: '2026-11-20T10:00:00.000Z', analytics, marketing }));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.querySelectorAll('script[data-tracker]').forEach((script) => script.remove());
  delete win().dataLayer;
  delete win().gtag;
  delete win().fbq;
  delete win()._fbq;
});

describe('cookie consent per category', () => {
  it('loads nothing and sends no event before the visitor answers', async () => {
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Aceitar cookies' })).toBeInTheDocument();
    expect(within(banner()!).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacy');
    track('cta_click', { cta: 'test' });
    expect(trackerScripts()).toEqual([]);
    expect(win().gtag).toBeUndefined();
    expect(win().fbq).toBeUndefined();
  });

  it('after "accept" loads both, with Google consent mode denied by default, and stores the answer with its version and time', async () => {
    // The address bar, as the browser router keeps it (trackers read it).
    window.history.replaceState(null, '', '/?utm_source=instagram');
    const { user } = await renderApp('/?utm_source=instagram');
    await user.click(await screen.findByRole('button', { name: 'Aceitar cookies' }));
    expect(stored()).toMatchObject({ version: CONSENT_VERSION, analytics: true, marketing: true, decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(trackerScripts()).toEqual(expect.arrayContaining(['https://www.googletagmanager.com/gtag/js?id=G-TEST123', 'https://connect.facebook.net/en_US/fbevents.js'])));
    const calls = gaCalls();
    const defaults = calls.findIndex((call) => call[0] === 'consent' && call[1] === 'default');
    const config = calls.findIndex((call) => call[0] === 'config');
    expect(calls[defaults]).toEqual(['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(defaults).toBeLessThan(config);
    expect(calls[config]).toEqual(['config', 'G-TEST123', expect.objectContaining({ send_page_view: false, page_location: 'http://localhost:3000/?utm_source=instagram' })]);
    expect(calls).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    // The pixel: no automatic configuration (set before init), no advanced matching, no history tracking of its own.
    const autoConfig = pixelCalls().findIndex((call) => call[0] === 'set' && call[1] === 'autoConfig');
    const init = pixelCalls().findIndex((call) => call[0] === 'init');
    expect(pixelCalls()[autoConfig]).toEqual(['set', 'autoConfig', false, '987654']);
    expect(autoConfig).toBeLessThan(init);
    expect(pixelCalls()[init]).toEqual(['init', '987654']);
    expect(win().fbq?.disablePushState).toBe(true);

    track('lead_submit', { source: 'whatsapp_bot', action: 'create_bot' });
    expect(gaCalls()).toContainEqual(['event', 'lead_submit', { source: 'whatsapp_bot', action: 'create_bot' }]);
    expect(pixelCalls()).toContainEqual(['track', 'Lead', { source: 'whatsapp_bot', action: 'create_bot' }]);
  });

  it('sends page views without payment ids, tokens or any query value other than UTM, and keeps the pixel off such pages', async () => {
    answered(true, true);
    const { router } = await renderApp('/blog');
    // The stored answer allows both: the pixel starts with the site's id, Google Analytics with its consent granted.
    await waitFor(() => expect(pixelCalls()).toContainEqual(['init', '987654']));
    expect(gaCalls()).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    const pixelBefore = pixelCalls().length;
    // What the browser router does: the address bar follows the route (the pixel reads it).
    const go = (url: string) => {
      window.history.replaceState(null, '', url);
      return router.navigate(url);
    };
    await act(() => go('/payments/pendente?payment_id=1234567890&collection_id=1234567890&preference_id=pref-1&utm_campaign=bf'));
    await waitFor(() =>
      expect(gaCalls()).toContainEqual(['event', 'page_view', expect.objectContaining({ page_location: 'http://localhost:3000/payments/pendente?utm_campaign=bf' })]),
    );
    await act(() => go('/login?token=secret-token&email=ana%40loja.com.br'));
    await waitFor(() => expect(gaCalls()).toContainEqual(['event', 'page_view', expect.objectContaining({ page_location: 'http://localhost:3000/login' })]));
    const everything = JSON.stringify([gaCalls(), pixelCalls()]);
    for (const secret of ['1234567890', 'pref-1', 'secret-token', 'ana%40loja', 'ana@loja']) expect(everything).not.toContain(secret);
    // The pixel reads the address itself, so it stays silent on those two pages.
    expect(pixelCalls().slice(pixelBefore)).toEqual([]);
  });

  it('asks per type: analytics only loads Google Analytics and not the pixel', async () => {
    const { user } = await renderApp('/plans');
    await user.click(await screen.findByRole('button', { name: 'Escolher por tipo' }));
    await user.click(screen.getByRole('checkbox', { name: /Análise/ }));
    expect(screen.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar minhas escolhas' }));
    expect(stored()).toMatchObject({ analytics: true, marketing: false });
    await waitFor(() => expect(trackerScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']));
    expect(win().fbq).toBeUndefined();
  });

  it('after "reject" loads nothing, and remembers the answer on the next visit', async () => {
    const { user, unmount } = await renderApp('/plans');
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
    unmount();
    await renderApp('/plans');
    await within(await screen.findByRole('contentinfo')).findByRole('button', { name: 'Preferências de cookies' });
    expect(banner()).not.toBeInTheDocument();
    expect(trackerScripts()).toEqual([]);
  });

  it('asks again when the stored answer is from an earlier version', async () => {
    localStorage.setItem('cookieConsent', 'accepted');
    await renderApp('/plans');
    expect(await screen.findByRole('button', { name: 'Aceitar cookies' })).toBeInTheDocument();
    expect(trackerScripts()).toEqual([]);
  });

  it('lets the visitor change the answer from the footer, and stops sending events after a withdrawal', async () => {
    answered(false, false);
    const { user } = await renderApp('/plans');
    const preferences = within(await screen.findByRole('contentinfo')).getByRole('button', { name: 'Preferências de cookies' });

    await user.click(preferences);
    expect(banner()).toHaveFocus();
    expect(banner()).toHaveTextContent('Sua escolha atual: análise recusados, marketing recusados');
    await user.click(screen.getByRole('checkbox', { name: /Análise/ }));
    await user.click(screen.getByRole('checkbox', { name: /Marketing/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar minhas escolhas' }));
    expect(stored()).toMatchObject({ version: CONSENT_VERSION, analytics: true, marketing: true });
    await waitFor(() => expect(gaCalls()).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]));
    expect(trackerScripts()).toEqual(expect.arrayContaining(['https://www.googletagmanager.com/gtag/js?id=G-TEST123', 'https://connect.facebook.net/en_US/fbevents.js']));
    await waitFor(() => expect(preferences).toHaveFocus());

    await user.click(preferences);
    expect(banner()).toHaveTextContent('análise permitidos, marketing permitidos');
    await user.click(screen.getByRole('checkbox', { name: /Análise/ }));
    await user.click(screen.getByRole('checkbox', { name: /Marketing/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar minhas escolhas' }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
    expect(gaCalls()).toContainEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    const before = gaCalls().length;
    track('cta_click', { cta: 'after-withdrawal' });
    expect(gaCalls()).toHaveLength(before);
  });

  it('asks in English for an English visitor and can be closed without changing the answer', async () => {
    answered(true, true);
    const { user } = await renderApp('/plans', { language: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Cookie preferences' }));
    const region = screen.getByRole('region', { name: 'Cookies and privacy' });
    expect(region).toHaveTextContent('None of it loads until you choose');
    expect(within(region).getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
    await user.click(within(region).getByRole('button', { name: 'Keep my choice' }));
    expect(screen.queryByRole('region', { name: 'Cookies and privacy' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ analytics: true, marketing: true });
  });
});
