import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { track } from '@/lib/analytics/analytics';
import { renderApp } from '../utils/render-app';

describe('analytics with no tracker configured', () => {
  it('shows no banner, no footer button and loads nothing, even with an old "accepted"', async () => {
    expect(env.gaId).toBe('');
    expect(env.metaPixelId).toBe('');
    localStorage.setItem('cookieConsent', 'accepted');
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Cookies e privacidade' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).queryByRole('button', { name: 'Preferências de cookies' })).not.toBeInTheDocument();
    track('cta_click', { cta: 'nowhere' });
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect((window as unknown as { gtag?: unknown }).gtag).toBeUndefined();
  });
});
