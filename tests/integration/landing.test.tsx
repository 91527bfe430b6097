import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overrideEnv } from '../utils/env-override';
import { currentUrl, renderApp } from '../utils/render-app';

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);

describe('sales bot landing (/, /whatsapp-bot, /landing)', () => {
  it.each(['/', '/whatsapp-bot', '/landing'])('%s renders the same landing', async (path) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu WhatsApp vendendo 24 horas por dia, até enquanto você dorme' })).toBeInTheDocument();
  });

  it('shows every section of the sales bot landing in Portuguese', async () => {
    overrideEnv({ social: { instagram: 'https://www.instagram.com/iagencia', linkedin: '', youtube: '' } });
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Teste grátis por 15 dias, sem fidelidade. Depois, R$ 97,00 por mês. Cancele quando quiser.')).toBeInTheDocument();
    expect(screen.getByText('Cobrança em reais').nextElementSibling).toHaveTextContent('R$ 97,00/mês após o teste');
    expect(screen.getByText('Em dólar, só como referência').nextElementSibling).toHaveTextContent('≈ US$ 23/mês');

    const steps = within(screen.getByRole('region', { name: 'Como funciona' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['Escolha o serviço', 'Pague pelo Mercado Pago', 'A IA gera', 'Receba pelo WhatsApp ou no painel']);

    const stats = screen.getByRole('region', { name: 'Resultados que aparecem no caixa' });
    expect(stats).toHaveTextContent('67%');
    expect(stats).toHaveTextContent('24/7');
    expect(stats).toHaveTextContent('85%');

    expect(within(screen.getByRole('region', { name: 'Quem usa conta' })).getByRole('blockquote')).toHaveTextContent(/Eu perdia cliente/);

    const table = screen.getByRole('table', { name: /freelancer, agência tradicional e o bot/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Critério', 'Freelancer', 'Agência tradicional', 'Bot IAgência']);
    // The longest criteria may break with a hyphen on a phone (soft hyphens in the copy).
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/\u00ad/g, ''))).toEqual([
      'Tempo de resposta',
      'Disponibilidade',
      'Taxa de conversão',
      'Custo por lead',
      'ROI médio',
      'Atendimentos simultâneos',
      'Custo mensal',
    ]);
    expect(within(table).getByRole('cell', { name: /R\$\s97,00 por mês/ })).toBeInTheDocument();

    const cases = within(screen.getByRole('region', { name: 'Antes e depois do bot' })).getAllByRole('listitem');
    expect(cases).toHaveLength(4);
    cases.forEach((item) => {
      expect(item).toHaveTextContent('Antes');
      expect(item).toHaveTextContent('Depois');
    });

    expect(within(screen.getByRole('region', { name: 'Por que colocar IA no seu WhatsApp' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    // jsdom's navigator reports en-US: the badge names the browser's language, not the page's.
    expect(screen.getByText('Página em português', { exact: false })).toHaveTextContent(/^Página em português\. Seu navegador está em inglês \(Estados Unidos\)$/);
    // Social links come from configuration (overridden at the top of this test).
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/iagencia');
  });

  it('answers the FAQ in disclosures and describes it as FAQPage, with the Organization', async () => {
    overrideEnv({ siteUrl: 'https://www.iagencia.com.br' });
    const { user } = await renderApp('/');
    const question = await screen.findByText('Em quanto tempo o bot começa a atender?');
    // Two figures, each named: the bot's setup in hours, going live on the customer's number in business days.
    const answer = screen.getByText(
      'São duas etapas. A configuração do bot leva de 24 a 48 horas depois que recebemos as informações do seu negócio. Depois conectamos o número da sua empresa e testamos tudo com você: a entrega no seu WhatsApp leva de 5 a 7 dias úteis.',
    );
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(answer).toBeVisible();

    const data = jsonLd();
    const organization = data.find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'IAgência', url: 'https://www.iagencia.com.br/', contactPoint: { telephone: '+5511987654321' } });
    const faq = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity).toContainEqual(expect.objectContaining({ name: 'Em quanto tempo o bot começa a atender?' }));
    expect(faq.mainEntity).toHaveLength(6);
  });

  it('reads naturally in English with both price readings', async () => {
    await renderApp('/', { language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your WhatsApp selling around the clock, even while you sleep' })).toBeInTheDocument();
    expect(screen.getByText('Free for 15 days, no commitment. Then R$97.00 a month. Cancel anytime.')).toBeInTheDocument();
    expect(screen.getByText('Charged in Brazilian reais').nextElementSibling).toHaveTextContent('R$97.00/month after the trial');
    expect(screen.getByText('In US dollars, for reference only').nextElementSibling).toHaveTextContent('≈ US$23/month');
    expect(screen.getByRole('table', { name: /freelancer, traditional agency/i })).toBeInTheDocument();
    expect(screen.getByText('Page in English', { exact: false })).toHaveTextContent(/^Page in English, your browser's language$/);
  });

  it('starts the whatsapp_bot subscription from the hero: an anonymous visitor is asked to log in', async () => {
    const { user, router } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Começar 15 dias grátis' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(localStorage.getItem('pendingPlan')).toBe('whatsapp_bot');
  });

  it('links the contact button to the provider chat in a new tab', async () => {
    await renderApp('/');
    const link = await screen.findByRole('link', { name: /Falar com um especialista/ });
    expect(link).toHaveAttribute('href', `https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Vi a página do bot de vendas com IA para WhatsApp e quero tirar algumas dúvidas.')}`);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
