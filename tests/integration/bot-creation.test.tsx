import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';

describe('/bot-creation', () => {
  /** The estimate as term → description pairs. */
  const estimates = () =>
    [...document.querySelectorAll('.plans-estimate > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
  const WHATSAPP = [
    ['Configuração do bot', '24 a 48 horas'],
    ['Entrega no seu WhatsApp (número conectado e testado)', '5 a 7 dias úteis'],
  ];

  it.each([
    ['', 'Seu bot de vendas para WhatsApp está sendo criado', WHATSAPP],
    ['?bot=whatsapp_bot', 'Seu bot de vendas para WhatsApp está sendo criado', WHATSAPP],
    ['?bot=discord_bot', 'Seu bot de moderação para Discord está sendo criado', [['Configuração do bot', '12 a 24 horas']]],
    ['?bot=combo', 'Seu bot com IA está sendo criado', [['Configuração do bot', '24 a 48 horas']]],
  ])('bot%s shows its own title and estimated times, each named for what it measures', async (query, title, expected) => {
    await renderApp(`/bot-creation${query}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tempo estimado' })).toBeInTheDocument();
    expect(estimates()).toEqual(expected);
  });

  it('lists three steps and the features, and links to the chat and the client area', async () => {
    await renderApp('/bot-creation?bot=discord_bot');
    const steps = within(await screen.findByRole('region', { name: 'Como vamos criar o seu bot' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['Configuração', 'Integração com a IA', 'Ativação']);
    expect(screen.getByText('Remoção de spam e links de golpe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Falar com a equipe no WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Assinei o bot de moderação para Discord e quero acompanhar a criação.')}`,
    );
    expect(screen.getByRole('link', { name: 'Ir para a Área do Cliente' })).toHaveAttribute('href', '/client-area');
  });

  it('reads in English', async () => {
    await renderApp('/bot-creation?bot=whatsapp_bot', { language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your WhatsApp sales bot is being built' })).toBeInTheDocument();
    expect(estimates()).toEqual([
      ['Bot setup', '24 to 48 hours'],
      ['Live on your WhatsApp (number connected and tested)', '5 to 7 business days'],
    ]);
  });
});
