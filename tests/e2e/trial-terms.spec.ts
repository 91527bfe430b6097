import type { Locator } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { expect, expectScreen, test, VIEWPORTS } from './utils/fixtures';

/**
 * What a bot customer is told about time and money: how long the bot takes (its setup, and for
 * WhatsApp its going live on the customer's number, two figures each named for what it measures).
 */

/** A WhatsApp setup this browser sent, as /automation saves it for /automation-success. */
const WHATSAPP_SETUP = JSON.stringify({
  service_type: 'bot_ia',
  business_description: 'Doceria artesanal em Belo Horizonte.',
  whatsapp: '5531998765432',
  trial_days: 15,
  price: 97,
  payment_url: '',
  already_subscribed: true,
  saved_at: new Date().toISOString(),
});

const TIMES = {
  'pt-BR': {
    whatsapp: 'Bot de vendas para WhatsApp',
    discord: 'Bot de moderação para Discord',
    summary: 'Resumo da assinatura',
    setupWhatsapp: 'Configuração do bot: 24 a 48 horas depois que você envia este formulário.',
    setupDiscord: 'Configuração do bot: 12 a 24 horas depois que você envia este formulário.',
    live: 'Entrega no seu WhatsApp, com o número da sua empresa conectado e testado: 5 a 7 dias úteis.',
    liveWords: 'dias úteis',
    nextSteps: 'Próximos passos',
    stepSetup: /^Configuração do bot, em 24 a 48 horas: /,
    stepLive: /^Entrega no seu WhatsApp, em 5 a 7 dias úteis: /,
    estimate: [
      ['Configuração do bot', '24 a 48 horas'],
      ['Entrega no seu WhatsApp (número conectado e testado)', '5 a 7 dias úteis'],
    ],
    faqQuestion: 'Em quanto tempo o bot começa a atender?',
    faqAnswer: /A configuração do bot leva de 24 a 48 horas .* a entrega no seu WhatsApp leva de 5 a 7 dias úteis\.$/,
  },
  'en-US': {
    whatsapp: 'WhatsApp sales bot',
    discord: 'Discord moderation bot',
    summary: 'Subscription summary',
    setupWhatsapp: 'Bot setup: 24 to 48 hours after you send this form.',
    setupDiscord: 'Bot setup: 12 to 24 hours after you send this form.',
    live: 'Live on your WhatsApp, with your business number connected and tested: 5 to 7 business days.',
    liveWords: 'business days',
    nextSteps: 'Next steps',
    stepSetup: /^Bot setup, in 24 to 48 hours: /,
    stepLive: /^Live on your WhatsApp, in 5 to 7 business days: /,
    estimate: [
      ['Bot setup', '24 to 48 hours'],
      ['Live on your WhatsApp (number connected and tested)', '5 to 7 business days'],
    ],
    faqQuestion: 'How long until the bot starts answering customers?',
    faqAnswer: /Setting up the bot takes 24 to 48 hours .* it goes live on your WhatsApp within 5 to 7 business days\.$/,
  },
} as const;

/** A description list as term → description pairs. */
const pairs = (list: Locator) =>
  list.locator(':scope > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]));

for (const language of ['pt-BR', 'en-US'] as const) {
  const copy = TIMES[language];
  test.describe(`the go-live times name what they measure (${language}, phone)`, () => {
    test.use({ locale: language, viewport: VIEWPORTS.phone, seededStorage: { trialData: WHATSAPP_SETUP } });

    test('the setup in hours and WhatsApp’s going live in business days, on every screen that gives them', async ({ page }) => {
      test.slow();
      await page.goto('/automation?bot=whatsapp');
      await expectScreen(page);
      const summary = page.getByRole('complementary', { name: copy.summary });
      await expect(summary.getByRole('listitem').filter({ hasText: copy.setupWhatsapp })).toBeVisible();
      await expect(summary.getByRole('listitem').filter({ hasText: copy.live })).toBeVisible();
      await page.getByRole('radio', { name: copy.discord }).check();
      await expect(summary.getByRole('listitem').filter({ hasText: copy.setupDiscord })).toBeVisible();
      await expect(summary).not.toContainText(copy.liveWords);

      await page.goto('/automation-success');
      await expectScreen(page);
      const steps = page.getByRole('region', { name: copy.nextSteps }).getByRole('listitem');
      await expect(steps.filter({ hasText: copy.stepSetup })).toHaveText(copy.stepSetup);
      await expect(steps.filter({ hasText: copy.stepLive })).toHaveText(copy.stepLive);

      await page.goto('/bot-creation?bot=whatsapp_bot');
      await expectScreen(page);
      await expect.poll(() => pairs(page.locator('dl.plans-estimate'))).toEqual(copy.estimate);
      await expectAxeClean(page, 'bot creation estimate');

      await page.goto('/');
      await expectScreen(page);
      await page.getByText(copy.faqQuestion).click();
      await expect(page.getByText(copy.faqAnswer)).toBeVisible();
    });
  });
}
