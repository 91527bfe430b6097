import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table';
import { i18n } from '@/i18n';
import { currentUrl, renderApp } from '../utils/render-app';

describe('app shell', () => {
  it('redirects an unknown path to / with replace', async () => {
    const { router } = await renderApp('/nao-existe/mesmo?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(routeTable.filter((route) => !route.demoOnly && route.access === 'public').map((route) => route.path.replace(':slug', 'automatizar-servicos-com-ia')))(
    'renders %s with the navigation, a heading and the footer',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('marks the active nav link by prefix, home only when exact', async () => {
    await renderApp('/blog');
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('uses the dark navigation on the bot landings and the agency page only', async () => {
    const { unmount } = await renderApp('/discord-bot');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.site-header')).toHaveClass('site-header-dark');
    unmount();
    await renderApp('/plans');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.site-header')).toHaveClass('site-header-light');
  });

  it('is a popover menu, and stands in for the Popover API where a browser lacks it (jsdom): toggle, Escape, navigation', async () => {
    const { user, router } = await renderApp('/plans');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('popovertarget', 'site-menu');
    expect(document.getElementById('site-menu')).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-menu')).toHaveClass('is-open');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/blog'));
    // The router commits its state before React renders it (a transition): wait for the header.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows the floating WhatsApp button on public screens with the provider number', async () => {
    await renderApp('/plans');
    const link = await screen.findByRole('link', { name: /Fale conosco pelo WhatsApp/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
  });

  it('switches language in place from its links, and updates <html lang>', async () => {
    const { user, router } = await renderApp('/plans?utm_source=news');
    await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(document.documentElement.lang).toBe('pt-BR');
    const languages = screen.getByRole('list', { name: 'Idioma' });
    const english = within(languages).getByRole('link', { name: 'English' });
    // A real address: the browser follows it before the app is live.
    expect(english).toHaveAttribute('href', '/plans?utm_source=news&lng=en-US');
    expect(english).toHaveAttribute('hreflang', 'en-US');
    expect(within(languages).getByRole('link', { name: 'Português' })).toHaveAttribute('aria-current', 'true');
    await user.click(english);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');
    expect(i18n.language).toBe('en-US');
    // In place: the address is the same page.
    expect(currentUrl(router)).toBe('/plans?utm_source=news');
  });

  it('drops ?lng= from the address when the visitor switches in place, so that a reload keeps the choice', async () => {
    const { user, router } = await renderApp('/plans?lng=en-US', { language: 'en-US' });
    const languages = await screen.findByRole('list', { name: 'Language' });
    await user.click(within(languages).getByRole('link', { name: 'Português' }));
    await screen.findByRole('navigation', { name: 'Navegação principal' });
    await waitFor(() => expect(currentUrl(router)).toBe('/plans'));
    expect(localStorage.getItem('i18nextLng')).toBe('pt-BR');
  });

  it('shows the demo badge when running on the embedded backend', async () => {
    await renderApp('/plans');
    expect(await screen.findByText('Demonstração')).toBeInTheDocument();
  });
});
