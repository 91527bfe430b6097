import { expect, expectScreen, test, VIEWPORTS } from './utils/fixtures';

/** What each kind of price says beside it, and how a monthly price reads, per language. */
const COPY = {
  'pt-BR': {
    viewport: VIEWPORTS.phone,
    monthly: 'Assinatura mensal',
    oneOff: 'Pacote avulso · pagamento único',
    perService: 'Por serviço · sem assinatura',
    perMonth: /\/mês|por mês/,
    tiers: 'Pacotes avulsos da agência',
    single: 'Prefere pagar só quando usar?',
    basic: /Pacote Basic\s*R\$\s49,00\s*1 serviço de conteúdo com IA\s*R\$\s49,00 por serviço/,
    start: /R\$\s49,00\/mês\s*Cota mensal\s*2 conteúdos por mês/i,
    agency: [/Por serviço · sem assinatura.*R\$\s50,00 por serviço/, /Assinatura mensal\s*Plano Pro: 15 dias grátis, depois R\$\s99,00 por mês/],
  },
  'en-US': {
    viewport: VIEWPORTS.desktop,
    monthly: 'Monthly plan',
    oneOff: 'One-off package · paid once',
    perService: 'Pay per service · no subscription',
    perMonth: /\/month|a month/,
    tiers: 'One-off agency packages',
    single: 'Prefer to pay only when you use it?',
    basic: /Basic package\s*R\$49\.00\s*1 AI content service\s*R\$49\.00 per service/,
    start: /R\$49\.00\/month\s*Monthly quota\s*2 pieces of content a month/i,
    agency: [/Pay per service · no subscription.*R\$50\.00 per service/, /Monthly plan\s*Pro plan: 15 days free, then R\$99\.00 a month/],
  },
} as const;

for (const [locale, copy] of Object.entries(COPY)) {
  test.describe(`prices, in ${locale}`, () => {
    test.use({ locale, viewport: copy.viewport });

    test('/plans: each price says whether it is a monthly plan, a one-off package or a single service', async ({ page }) => {
      await page.goto('/plans');
      await expectScreen(page);
      const plans = page.getByRole('article');
      await expect(plans).toHaveCount(7);
      for (const plan of await plans.all()) {
        await expect(plan.getByText(copy.monthly, { exact: true })).toBeVisible();
        await expect(plan).toContainText(copy.perMonth);
        await expect(plan).not.toContainText(copy.oneOff);
      }
      await expect(page.locator('#plan-start')).toContainText(copy.start);

      const tiers = page.getByRole('region', { name: copy.tiers }).getByRole('listitem');
      await expect(tiers).toHaveCount(3);
      for (const tier of await tiers.all()) {
        await expect(tier.getByText(copy.oneOff)).toBeVisible();
        await expect(tier).not.toContainText(copy.perMonth);
      }
      await expect(tiers.first()).toContainText(copy.basic);

      const single = page.getByRole('region', { name: copy.single });
      await expect(single.getByText(copy.perService)).toBeVisible();
      await expect(single).not.toContainText(copy.perMonth);
    });

    test('/agency and the landings label their prices too', async ({ page }) => {
      await page.goto('/agency');
      await expectScreen(page);
      const offer = page.locator('.landing-offer');
      for (const part of copy.agency) await expect(offer).toContainText(part);
      await page.goto('/discord-bot');
      await expectScreen(page);
      await expect(page.locator('.landing-hero').getByText(copy.monthly, { exact: true })).toBeVisible();
    });
  });
}
