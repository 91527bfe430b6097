import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from '@/lib/analytics';
import { renderApp } from '../utils/render-app';

// Lazy screens load slowly when the whole suite shares a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/env')>();
  return { ...original, env: { ...original.env, gaId: 'G-TEST123', metaPixelId: '987654' } };
});

type TrackerWindow = { dataLayer?: ArrayLike<unknown>[]; gtag?: unknown; fbq?: { queue: unknown[][] }; _fbq?: unknown };
const win = () => window as unknown as TrackerWindow;
const trackerScripts = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const gaCalls = () => (win().dataLayer ?? []).map((entry) => Array.from(entry));
const banner = () => screen.queryByRole('region', { name: 'Cookies e privacidade' });

afterEach(() => {
  document.querySelectorAll('script[data-tracker]').forEach((script) => script.remove());
  delete win().dataLayer;
  delete win().gtag;
  delete win().fbq;
  delete win()._fbq;
});

describe('cookie consent and analytics', () => {
  it('loads nothing and sends no event before the visitor answers', async () => {
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Aceitar cookies' })).toBeInTheDocument();
    track('cta_click', { cta: 'test' });
    expect(trackerScripts().filter((src) => /googletagmanager|facebook/.test(src ?? ''))).toEqual([]);
    expect(win().gtag).toBeUndefined();
    expect(win().fbq).toBeUndefined();
    expect(win().dataLayer).toBeUndefined();
  });

  it('after "accept" loads Google Analytics and the Meta pixel and sends them the events', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Aceitar cookies' }));
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() =>
      expect(trackerScripts()).toEqual(expect.arrayContaining(['https://www.googletagmanager.com/gtag/js?id=G-TEST123', 'https://connect.facebook.net/en_US/fbevents.js'])),
    );
    expect(gaCalls()).toContainEqual(['config', 'G-TEST123', { anonymize_ip: true }]);
    expect(win().fbq?.queue).toContainEqual(['init', '987654']);

    track('lead_submit', { source: 'whatsapp_bot', action: 'create_bot' });
    expect(gaCalls()).toContainEqual(['event', 'lead_submit', { source: 'whatsapp_bot', action: 'create_bot' }]);
    expect(win().fbq?.queue).toContainEqual(['track', 'Lead', { source: 'whatsapp_bot', action: 'create_bot' }]);
  });

  it('after "reject" loads nothing, and remembers the answer on the next visit', async () => {
    const { user, unmount } = await renderApp('/plans');
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    expect(localStorage.getItem('cookieConsent')).toBe('rejected');
    expect(banner()).not.toBeInTheDocument();
    track('cta_click', { cta: 'after-reject' });
    unmount();
    await renderApp('/plans');
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).not.toBeInTheDocument();
    expect(win().gtag).toBeUndefined();
    expect(trackerScripts().filter((src) => /googletagmanager|facebook/.test(src ?? ''))).toEqual([]);
  });

  it('lets the visitor change the answer from the footer, and stops sending events after a withdrawal', async () => {
    localStorage.setItem('cookieConsent', 'rejected');
    const { user } = await renderApp('/plans');
    const footer = within(await screen.findByRole('contentinfo'));
    const preferences = footer.getByRole('button', { name: 'Preferências de cookies' });

    await user.click(preferences);
    expect(banner()).toHaveFocus();
    expect(banner()).toHaveTextContent('Sua escolha atual: cookies recusados.');
    await user.click(screen.getByRole('button', { name: 'Aceitar cookies' }));
    await waitFor(() => expect(win().gtag).toBeDefined());
    await waitFor(() => expect(preferences).toHaveFocus());

    await user.click(preferences);
    expect(banner()).toHaveTextContent('Sua escolha atual: cookies aceitos.');
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    expect(localStorage.getItem('cookieConsent')).toBe('rejected');
    expect(gaCalls()).toContainEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' }]);
    const before = gaCalls().length;
    track('cta_click', { cta: 'after-withdrawal' });
    expect(gaCalls()).toHaveLength(before);
  });

  it('asks in English for an English visitor and can be closed without changing the answer', async () => {
    localStorage.setItem('cookieConsent', 'accepted');
    const { user } = await renderApp('/plans', { language: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Cookie preferences' }));
    const region = screen.getByRole('region', { name: 'Cookies and privacy' });
    expect(region).toHaveTextContent('None of it loads if you decline');
    await user.click(within(region).getByRole('button', { name: 'Keep my choice' }));
    expect(screen.queryByRole('region', { name: 'Cookies and privacy' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
  });
});
