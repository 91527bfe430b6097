import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { currentUrl, renderApp } from '../utils/render-app';
import { spyOnRedirect } from './lead-test-helpers';

describe('agency landing (/agency)', () => {
  it('shows the copy, features, benefits, testimonials, FAQ and the detected browser language', async () => {
    await renderApp('/agency');
    expect(await screen.findByRole('heading', { level: 1, name: /Textos, imagens e áudios profissionais/ })).toBeInTheDocument();
    expect(screen.getByText('Cobrança em reais').nextElementSibling).toHaveTextContent('R$ 50,00 por serviço');
    expect(screen.getByText('Em dólar, só como referência').nextElementSibling).toHaveTextContent('≈ US$ 12 por serviço');
    expect(screen.getByText('Plano Pro · mensal: 15 dias grátis, depois R$ 99,00 por mês, com 4 conteúdos por mês e até 2 revisões cada.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'O que a IA produz para você' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Por que pedir pela IAgência' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Quem já pede conteúdo pela IAgência' })).getAllByRole('figure')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Perguntas frequentes' }).querySelectorAll('details')).toHaveLength(4);
    expect(screen.getByText('Página em português', { exact: false })).toHaveTextContent(/^Página em português\. Seu navegador está em inglês \(Estados Unidos\)$/);
    expect(screen.getByRole('link', { name: /Tirar dúvidas no WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
  });

  it('starts the pro plan from the primary button and, logged in, goes to the payment', async () => {
    const assign = spyOnRedirect();
    const { user } = await renderApp('/agency', { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Ativar o Plano Pro: 15 dias grátis' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/demo\/checkout\?preference_id=/)));
  });

  it('shows the subscribe error next to the button and keeps the page', async () => {
    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.json({ detail: 'Plano indisponível no momento.' }, { status: 503 })));
    const { user, router } = await renderApp('/agency', { userId: 1 });
    await user.click(await screen.findByRole('button', { name: 'Ativar o Plano Pro: 15 dias grátis' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao iniciar assinatura: Plano indisponível no momento.');
    expect(currentUrl(router)).toBe('/agency');
    expect(screen.getByRole('button', { name: 'Ativar o Plano Pro: 15 dias grátis' })).toBeEnabled();
  });
});
