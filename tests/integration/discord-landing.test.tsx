import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../utils/render-app';

describe('Discord moderation landing', () => {
  it('shows benefits, two testimonials, the moderation demo, a call to action and a 3-item FAQ', async () => {
    await renderApp('/discord-bot');
    expect(await screen.findByRole('heading', { level: 1, name: /Seu servidor do Discord protegido 24 horas/ })).toBeInTheDocument();
    expect(screen.getByText('15 dias grátis. Depois, R$ 67,00 por mês, sem fidelidade.')).toBeInTheDocument();
    expect(screen.getByText('Em dólar, só como referência').nextElementSibling).toHaveTextContent('≈ US$ 16/mês');

    expect(within(screen.getByRole('region', { name: 'O que o bot faz pelo seu servidor' })).getAllByRole('listitem')).toHaveLength(6);

    const demo = screen.getByRole('figure', { name: /remove um golpe, silencia uma ofensa e responde uma dúvida/ });
    expect(within(demo).getByText(/discord-gift\.ru/).closest('del')).not.toBeNull();
    expect(within(demo).getAllByText('Removida pelo bot')).toHaveLength(2);
    expect(within(demo).getByText('Timeout')).toBeInTheDocument();

    expect(within(screen.getByRole('region', { name: 'Quem administra servidor recomenda' })).getAllByRole('figure')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Pronto para dormir tranquilo?' })).toHaveTextContent('São 15 dias grátis; depois, R$ 67,00 por mês.');

    const faq = screen.getByRole('region', { name: 'Perguntas frequentes' });
    expect(faq.querySelectorAll('details')).toHaveLength(3);
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}'));
    expect(data.find((item) => item['@type'] === 'FAQPage').mainEntity).toHaveLength(3);
  });

  it('has its own language links that switch the page in place', async () => {
    const { user } = await renderApp('/discord-bot');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    await user.click(within(within(hero).getByRole('list', { name: 'Idioma' })).getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Discord server protected around the clock, no moderator on night shift' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send and open WhatsApp' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('starts the discord_bot subscription from the call to action', async () => {
    const { user, router } = await renderApp('/discord-bot');
    await user.click(await screen.findByRole('button', { name: 'Começar meus 15 dias grátis' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(localStorage.getItem('pendingPlan')).toBe('discord_bot');
  });
});
