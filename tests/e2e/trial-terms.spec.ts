import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';

/**
 * What a bot customer is told about time and money: how long the bot takes (its setup, and for
 * WhatsApp its going live on the customer's number, two figures each named for what it measures),
 * and a subscription still waiting on its payment, on the demo backend. (A free trial under way,
 * until when and the first charge with its day: journeys-money.spec.ts.)
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

/** The journey to a pending subscription, in Portuguese. */
const JOURNEY = {
  server: /^Nome do servidor no Discord/,
  faq: /^FAQ do servidor/,
  submitTrial: 'Começar meus 15 dias grátis',
  leavePending: 'Deixar pendente',
  pendingTitle: 'Pagamento em análise',
} as const;

/** What the client area says of the pending subscription, in each language (its trial: journeys-money.spec.ts). */
const SHOWN = {
  'pt-BR': {
    discord: 'Bot de moderação para Discord',
    account: 'Seus dados',
    bots: 'Seus bots',
    pendingBadge: 'Pagamento em confirmação',
    pendingNext: 'Assim que ele for aprovado, seus 15 dias grátis começam e seguimos com a configuração do bot.',
    follow: 'Acompanhar o pagamento',
    failed: 'Não conseguimos verificar agora o pagamento desta assinatura.',
    free: 'Free',
  },
  'en-US': {
    discord: 'Discord moderation bot',
    account: 'Your account',
    bots: 'Your bots',
    pendingBadge: 'Payment being confirmed',
    pendingNext: "Once it's approved, your 15-day free trial starts and we move on to setting up the bot.",
    follow: 'Follow the payment',
    failed: "We couldn't check this subscription's payment right now.",
    free: 'Free',
  },
} as const;

type Language = keyof typeof SHOWN;

/** The client area of a Discord bot waiting on its payment: pending, what happens next, and the payment's page. */
async function expectPendingShown(page: Page, language: Language, paymentId: string) {
  const copy = SHOWN[language];
  const bot = page.getByRole('region', { name: copy.bots }).getByRole('article', { name: copy.discord });
  await expect(bot).toContainText(copy.pendingBadge);
  await expect(bot).toContainText(copy.pendingNext);
  await expect(bot.getByRole('link', { name: copy.follow })).toHaveAttribute('href', `/payment-pending?payment_id=${paymentId}`);
  // The account's own card stays as the API says: no plan yet.
  await expect(page.getByRole('region', { name: copy.account })).toContainText(copy.free);
  await expectNoHorizontalOverflow(page);
}

// The journey runs once, in Portuguese; the client area it ends on is then opened in English (?lng=en-US), for what it
// says and whether that still fits the phone.
test.describe('a bot subscription in the client area (phone)', () => {
  test.use({ viewport: VIEWPORTS.phone, account: 'demo' });

  test('waiting on its payment (left pending on the checkout): shown as pending, with what happens next, in both languages; no claim when the lookup fails', async ({ page }) => {
    test.slow();
    await page.goto('/automation?bot=discord');
    await expectScreen(page);
    await page.getByRole('textbox', { name: JOURNEY.server }).fill('Guilda dos Dados');
    await page.getByRole('textbox', { name: JOURNEY.faq }).fill('Sem spam, sem golpes.');
    await page.getByRole('button', { name: JOURNEY.submitTrial }).click();
    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await expectScreen(page);
    await page.getByRole('button', { name: JOURNEY.leavePending }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/payments/pendente' && /^\d+$/.test(url.searchParams.get('payment_id') ?? ''));
    const paymentId = new URL(page.url()).searchParams.get('payment_id')!;
    await expect(page.getByRole('heading', { level: 1, name: JOURNEY.pendingTitle })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('botPayments'))).toContain(paymentId);

    await page.goto('/client-area');
    await expectScreen(page);
    await expectPendingShown(page, 'pt-BR', paymentId);
    await expectAxeClean(page, 'client area with a pending bot');

    await page.goto('/client-area?lng=en-US');
    await expectScreen(page);
    await expectPendingShown(page, 'en-US', paymentId);

    // The lookup fails (the API no longer finds the payment): nothing is claimed, a way to check again is offered.
    await page.evaluate((id) => {
      const state = JSON.parse(localStorage.getItem('demoBackend') ?? '{}') as { payments: { id: string }[] };
      state.payments = state.payments.filter((payment) => payment.id !== id);
      localStorage.setItem('demoBackend', JSON.stringify(state));
    }, paymentId);
    await page.reload();
    await expectScreen(page);
    const copy = SHOWN['en-US'];
    const bot = page.getByRole('region', { name: copy.bots }).getByRole('article', { name: copy.discord });
    await expect(bot.getByRole('alert')).toContainText(copy.failed);
    await expect(bot).not.toContainText(copy.pendingBadge);
    await expect(bot.getByRole('link', { name: copy.follow })).toBeVisible();
  });
});
