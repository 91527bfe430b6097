import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';

/** Text as read, with the non-breaking space Intl puts after "R$" read as a space. */
const read = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

const COPY = {
  'pt-BR': {
    monthly: 'Assinatura mensal',
    oneOff: 'Pacote avulso · pagamento único',
    perService: 'Por serviço · sem assinatura',
    perMonth: /\/mês|por mês/,
    groups: ['Bots com IA: assinatura mensal', 'Assinaturas mensais de conteúdo'],
    perServiceRegion: 'Prefere pagar só quando usar?',
    tiersRegion: 'Pacotes avulsos da agência',
    start: ['Start', 'R$ 49,00/mês', '2 conteúdos por mês'],
    basic: ['Pacote Basic', 'R$ 49,00', '1 serviço de conteúdo com IA', 'R$ 49,00 por serviço'],
    single: 'R$ 50,00 por serviço',
    pro: 'Plano Pro: 15 dias grátis, depois R$ 99,00 por mês, com 4 conteúdos por mês',
    allPlans: 'Ver todos os planos e pacotes',
    bot: 'R$ 97,00/mês após o teste',
  },
  'en-US': {
    monthly: 'Monthly plan',
    oneOff: 'One-off package · paid once',
    perService: 'Pay per service · no subscription',
    perMonth: /\/month|a month/,
    groups: ['AI bots: monthly plans', 'Monthly content plans'],
    perServiceRegion: 'Prefer to pay only when you use it?',
    tiersRegion: 'One-off agency packages',
    start: ['Start', 'R$49.00/month', '2 pieces of content a month'],
    basic: ['Basic package', 'R$49.00', '1 AI content service', 'R$49.00 per service'],
    single: 'R$50.00 per service',
    pro: 'Pro plan: 15 days free, then R$99.00 a month for 4 pieces of content a month',
    allPlans: 'See every plan and package',
    bot: 'R$97.00/month after the trial',
  },
} as const;

/**
 * "Pacote Basic R$ 49 for 1 service", "R$ 50 per service" and "Start R$ 49/month for 2" sit a
 * scroll apart: each price says what it buys, so none can be taken for another.
 */
describe.each(Object.entries(COPY))('prices tell one story, in %s', (language, copy) => {
  const options = { language: language as 'pt-BR' | 'en-US' };

  it('/plans: monthly plans say so with their quota; one-off packages are paid once, per service; a single service is per service', async () => {
    await renderApp('/plans', options);
    for (const title of copy.groups) expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();

    const plans = screen.getAllByRole('article');
    expect(plans).toHaveLength(7);
    for (const plan of plans) {
      expect(within(plan).getByText(copy.monthly)).toBeInTheDocument();
      expect(read(plan)).toMatch(copy.perMonth);
      expect(read(plan)).not.toContain(copy.oneOff);
    }
    const start = screen.getByRole('article', { name: copy.start[0] });
    expect(read(start)).toContain(copy.start[1]);
    expect(read(start)).toContain(copy.start[2]);

    const tiers = within(screen.getByRole('region', { name: copy.tiersRegion })).getAllByRole('listitem');
    expect(tiers).toHaveLength(3);
    for (const tier of tiers) {
      expect(within(tier).getByText(copy.oneOff)).toBeInTheDocument();
      // Paid once: nothing in a package reads as a monthly price.
      expect(read(tier)).not.toMatch(copy.perMonth);
      expect(read(tier)).not.toContain(copy.monthly);
    }
    expect(read(tiers[0]!)).toEqual(expect.stringContaining(copy.basic[0]));
    for (const part of copy.basic.slice(1)) expect(read(tiers[0]!)).toContain(part);

    const single = screen.getByRole('region', { name: copy.perServiceRegion });
    expect(within(single).getByText(copy.perService)).toBeInTheDocument();
    expect(read(single)).toContain(copy.single);
    expect(read(single)).not.toMatch(copy.perMonth);
  });

  it('/agency: a service at a time and the Pro plan’s monthly subscription, each labelled, with the way to every plan', async () => {
    await renderApp('/agency', options);
    const single = (await screen.findByText(copy.perService)).parentElement!;
    expect(read(single)).toContain(copy.single);
    expect(read(single)).not.toMatch(copy.perMonth);
    const monthly = screen.getByText(copy.monthly).parentElement!;
    expect(read(monthly)).toContain(copy.pro);
    expect(screen.getByRole('link', { name: copy.allPlans })).toHaveAttribute('href', '/plans');
  });

  it('the sales bot landing labels its price as a monthly subscription', async () => {
    await renderApp('/', options);
    const label = await screen.findByText(copy.monthly);
    expect(read(label.nextElementSibling!)).toContain(copy.bot);
  });
});
