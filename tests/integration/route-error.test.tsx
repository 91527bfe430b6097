import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../utils/render-app';

// A screen that throws as it renders, and one whose code cannot be downloaded (a deploy replaced its chunk).
vi.mock('@/app/routes/terms', () => ({
  default: function BrokenTerms(): never {
    throw new Error('terms broke');
  },
}));
vi.mock('@/app/routes/privacy', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a screen that fails', () => {
  it('while rendering shows the error page inside the navigation and footer, and a move elsewhere clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderApp('/terms');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Esta página encontrou um problema' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'IA na prática para vender mais e trabalhar menos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Esta página encontrou um problema' })).not.toBeInTheDocument();
  });

  it('to download, after three retries, says the page could not be loaded, inside the layout, in English too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/privacy', { language: 'en-US' });
    // The first attempt, then 1 s, 2 s and 4 s later (src/lib/retry/with-retries.ts).
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(within(alert).getByRole('heading', { level: 1, name: "We couldn't load this page" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("The page didn't finish downloading. Check your internet connection and try again.");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
