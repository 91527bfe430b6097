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

  it('opens and closes the mobile menu with the toggle, Escape and navigation', async () => {
    const { user, router } = await renderApp('/plans');
    const toggle = await screen.findByRole('button', { name: 'Abrir menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fechar menu');
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

  it('switches language in place and updates <html lang>', async () => {
    const { user } = await renderApp('/plans');
    await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(document.documentElement.lang).toBe('pt-BR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en-US');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');
    expect(i18n.language).toBe('en-US');
  });

  it('shows the demo badge when running on the embedded backend', async () => {
    await renderApp('/plans');
    expect(await screen.findByText('Demonstração')).toBeInTheDocument();
  });
});
