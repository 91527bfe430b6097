import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';

/**
 * The trial's clock, said the same way on every surface that describes a bot's free days: they count from
 * the day the subscription is authorized on Mercado Pago, the first charge falls on the day they end, and
 * they include the bot's setup (and the WhatsApp bot's going live, 5 to 7 business days). Then how a
 * subscription renews with each way of paying.
 */
const RULE = {
  'pt-BR': {
    clock: 'Os 15 dias grátis contam a partir do dia em que você autoriza a assinatura no Mercado Pago, e a primeira cobrança é no dia em que o teste termina.',
    whatsapp: 'No bot de WhatsApp, esse prazo inclui a configuração e a entrega no seu número (5 a 7 dias úteis).',
    discord: 'No bot de Discord, esse prazo inclui a configuração (12 a 24 horas); ele começa a moderar assim que você o adiciona ao servidor.',
    renewal:
      'No cartão de crédito, a mensalidade é cobrada sozinha todo mês, até você cancelar. No Pix ou no boleto, nada é cobrado sozinho: a cada mês, o Mercado Pago gera uma nova cobrança para você pagar, e a assinatura continua enquanto as mensalidades forem pagas.',
    renewalShort: 'no cartão de crédito, a cobrança é automática; no Pix ou no boleto, chega uma nova cobrança a cada mês para você pagar.',
    whatsappFaq: 'Como funciona o teste grátis de 15 dias?',
    discordFaq: 'O que acontece depois dos 15 dias grátis?',
    plansFaq: 'Como funciona o teste grátis?',
    cardFaq: 'Preciso de cartão de crédito?',
    summary: 'Resumo da assinatura',
    discordBot: 'Bot de moderação para Discord',
    /** Words the old copy promised and the clock does not keep. */
    broken: 'Você usa o bot completo por 15 dias',
  },
  'en-US': {
    clock: 'The 15 free days count from the day you authorize the subscription on Mercado Pago, and the first charge is on the day the trial ends.',
    whatsapp: 'For the WhatsApp bot, those days include setting it up and getting it live on your number (5 to 7 business days).',
    discord: 'For the Discord bot, those days include setting it up (12 to 24 hours); it starts moderating as soon as you add it to your server.',
    renewal:
      'On a credit card, the monthly fee is charged automatically every month until you cancel. With Pix or boleto, nothing is charged automatically: each month, Mercado Pago issues a new charge for you to pay, and the subscription continues as long as the monthly fees are paid.',
    renewalShort: 'on a credit card, it is charged automatically; with Pix or boleto, a new charge comes each month for you to pay.',
    whatsappFaq: 'How does the 15-day free trial work?',
    discordFaq: 'What happens after the 15 free days?',
    plansFaq: 'How does the free trial work?',
    cardFaq: 'Do I need a credit card?',
    summary: 'Subscription summary',
    discordBot: 'Discord moderation bot',
    broken: 'You use the full bot for 15 days',
  },
} as const;

type Language = keyof typeof RULE;
type Bot = 'whatsapp' | 'discord';

/** The clock, and what the free days include for each bot named. */
async function expectClock(where: Locator, language: Language, bots: readonly Bot[]) {
  const copy = RULE[language];
  await expect(where).toContainText(copy.clock);
  for (const bot of bots) await expect(where).toContainText(copy[bot]);
}

/** A FAQ's answer, opened as a visitor opens it. */
async function faqAnswer(page: Page, question: string): Promise<Locator> {
  const item = page.locator('details', { has: page.getByText(question, { exact: true }) });
  await item.locator('summary').click();
  const answer = item.locator('.faq-answer');
  await expect(answer).toBeVisible();
  return answer;
}

const withLanguage = (path: string, language: Language) => (language === 'pt-BR' ? path : `${path}${path.includes('?') ? '&' : '?'}lng=${language}`);

/** A WhatsApp setup this browser sent whose subscription is yet to be authorized, as /automation saves it. */
const WHATSAPP_TRIAL = JSON.stringify({
  service_type: 'bot_ia',
  business_description: 'Doceria artesanal em Belo Horizonte.',
  whatsapp: '5531998765432',
  trial_days: 15,
  price: 97,
  payment_url: '',
  already_subscribed: false,
  saved_at: new Date().toISOString(),
});

for (const language of ['pt-BR', 'en-US'] as const) {
  const copy = RULE[language];

  test.describe(`the trial's clock, said the same way everywhere (${language}, phone)`, () => {
    test.use({ viewport: VIEWPORTS.phone, seededStorage: { trialData: WHATSAPP_TRIAL } });

    test('the landings’ and /plans’ FAQs, /automation’s summary, the trial confirmation, the terms and the blog', async ({ page }) => {
      test.slow();
      await page.goto(withLanguage('/', language));
      await expectScreen(page);
      const whatsappAnswer = await faqAnswer(page, copy.whatsappFaq);
      await expectClock(whatsappAnswer, language, ['whatsapp']);
      await expect(page.locator('main')).not.toContainText(copy.broken);

      await page.goto(withLanguage('/discord-bot', language));
      await expectScreen(page);
      await expectClock(await faqAnswer(page, copy.discordFaq), language, ['discord']);

      await page.goto(withLanguage('/plans', language));
      await expectScreen(page);
      await expectClock(await faqAnswer(page, copy.plansFaq), language, ['whatsapp', 'discord']);

      await page.goto(withLanguage('/automation?bot=whatsapp', language));
      await expectScreen(page);
      const summary = page.getByRole('complementary', { name: copy.summary });
      await expectClock(summary, language, ['whatsapp']);
      await page.getByRole('radio', { name: copy.discordBot }).check();
      await expectClock(summary, language, ['discord']);
      await expect(summary).not.toContainText(copy.whatsapp);
      await expectNoHorizontalOverflow(page);

      await page.goto(withLanguage('/automation-success', language));
      await expectScreen(page);
      await expectClock(page.locator('main'), language, ['whatsapp']);

      await page.goto(withLanguage('/terms', language));
      await expectScreen(page);
      await expectClock(page.locator('main'), language, ['whatsapp', 'discord']);

      await page.goto(withLanguage('/blog/como-criar-bot-vendas-ia', language));
      await expectScreen(page);
      await expectClock(page.locator('main'), language, ['whatsapp']);
      await page.goto(withLanguage('/blog/como-ia-proteger-comunidade-discord', language));
      await expectScreen(page);
      await expectClock(page.locator('main'), language, ['discord']);
    });

    test('how a subscription renews with each way of paying: /plans’ FAQ, the Discord FAQ, /automation’s summary and the terms', async ({ page }) => {
      await page.goto(withLanguage('/plans', language));
      await expectScreen(page);
      await expect(await faqAnswer(page, copy.cardFaq)).toContainText(copy.renewal);

      await page.goto(withLanguage('/discord-bot', language));
      await expectScreen(page);
      await expect(await faqAnswer(page, copy.discordFaq)).toContainText(copy.renewal);

      await page.goto(withLanguage('/automation?bot=whatsapp', language));
      await expectScreen(page);
      await expect(page.getByRole('complementary', { name: copy.summary })).toContainText(copy.renewalShort);

      await page.goto(withLanguage('/terms', language));
      await expectScreen(page);
      await expect(page.locator('main')).toContainText(copy.renewal);
      await expect(page.locator('main')).not.toContainText(/billed automatically every month to the payment method|cobrada automaticamente todo mês, no meio de pagamento/);
    });
  });
}

// The journey runs once, in Portuguese on a phone; the screens it ends on are then opened in English (?lng=en-US).
test.describe('a WhatsApp trial under way (phone)', () => {
  test.use({ account: 'demo', viewport: VIEWPORTS.phone });

  test('the confirmation and the client area’s bot card date the trial from the authorization and say what it includes, in both languages', async ({ page }) => {
    test.slow();
    await page.goto('/automation?bot=whatsapp');
    await expectScreen(page);
    await page.getByRole('textbox', { name: /^O que a sua empresa faz/ }).fill('Doceria artesanal em Belo Horizonte.');
    await page.getByRole('textbox', { name: /^Produtos, planos e preços/ }).fill('Bolo de pote, 15 reais');
    await page.getByRole('textbox', { name: /^Seu WhatsApp/ }).fill('(31) 98765-4321');
    await page.getByRole('button', { name: 'Começar meus 15 dias grátis' }).click();
    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await expect(page).toHaveURL(onPath('/automation-success'));
    await expectScreen(page);
    // Authorized today: the trial ends, and the first charge falls, 15 days from now.
    const endsPt = await page.evaluate(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' }).format(new Date(Date.now() + 15 * 86_400_000)));
    await expect(page.locator('main')).toContainText(`Teste grátisaté ${endsPt}Primeira cobrançaR$\u00a097,00 em ${endsPt}`);
    await expectClock(page.locator('main'), 'pt-BR', ['whatsapp']);

    await page.goto('/client-area');
    await expectScreen(page);
    const bot = page.getByRole('region', { name: 'Seus bots' }).getByRole('article', { name: 'Bot de vendas para WhatsApp' });
    await expect(bot).toContainText('Em teste grátis');
    await expect(bot).toContainText(`Teste grátisaté ${endsPt}Primeira cobrançaR$\u00a097,00 em ${endsPt}`);
    await expectClock(bot, 'pt-BR', ['whatsapp']);
    await expectNoHorizontalOverflow(page);
    await expectAxeClean(page, 'client area, bot in trial');

    const endsEn = await page.evaluate(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(Date.now() + 15 * 86_400_000)));
    await page.goto('/client-area?lng=en-US');
    await expectScreen(page);
    const botEn = page.getByRole('region', { name: 'Your bots' }).getByRole('article', { name: 'WhatsApp sales bot' });
    await expect(botEn).toContainText(`Free trialuntil ${endsEn}First chargeR$97.00 on ${endsEn}`);
    await expectClock(botEn, 'en-US', ['whatsapp']);
    await expectNoHorizontalOverflow(page);

    await page.goto('/automation-success?lng=en-US');
    await expectScreen(page);
    await expectClock(page.locator('main'), 'en-US', ['whatsapp']);
  });
});
