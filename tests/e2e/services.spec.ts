import { readFile } from 'node:fs/promises';
import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, reachRequester, onPath, test, VIEWPORTS, GENERATION_TIMEOUT } from './utils/fixtures';

test.describe('AI services in Chromium (demo backend)', () => {
  test.describe('with the pro account, on a phone in English', () => {
    test.use({ account: 'pro', locale: 'en-US', viewport: VIEWPORTS.phone });

    test('runs a text service from an active plan on a phone in English, with no payment, and reuses it', async ({ page, external }) => {
      test.slow();
      await page.goto('/agency');
      await expectScreen(page);
      await reachRequester(page);

      await page.getByRole('tab', { name: 'Text' }).click();
      await page.getByRole('button', { name: /Landing Page Copy/ }).click();
      await page.getByRole('textbox', { name: /^Company name/ }).fill('Studio Pilates Leve');
      await page.getByRole('textbox', { name: /^Target audience/ }).fill('Women over 30 in Curitiba');
      await page.getByRole('textbox', { name: /^Tone of voice/ }).fill('Warm and motivating');
      await page.getByRole('textbox', { name: /^Product or service/ }).fill('Small-group pilates classes');
      await page.getByRole('textbox', { name: /^Goal/ }).fill('Book a free trial class');
      await expectAxeClean(page, 'briefing');
      await page.getByRole('button', { name: 'Continue to summary' }).click();
      await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
      // The summary says the plan covers it, and its button runs it: no payment step in between.
      await expect(page.locator('.wizard-summary-list dd').nth(1)).toHaveText(/^Included in your Pro plan · this will be \d of 4 this month$/);
      await expectAxeClean(page, 'summary');
      await page.getByRole('button', { name: 'Generate now' }).click();
      await expect(page.getByText('Order completed')).toBeVisible({ timeout: GENERATION_TIMEOUT });
      const resultText = page.locator('.wizard-result-text');
      await expect(resultText).toContainText('Studio Pilates Leve');
      await expect(resultText).toContainText('HEADLINE');
      const result = await resultText.textContent();
      await expectAxeClean(page, 'completed');

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download text (.txt)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^servico_\d+\.txt$/);
      expect(await readFile(await download.path(), 'utf8')).toBe(result);
      expect(external.filter((url) => /mercadopago|mercadolivre/.test(url))).toEqual([]);

      await page.getByRole('link', { name: 'See my history' }).click();
      await expect(page.getByRole('heading', { name: 'Service History' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your account' })).toContainText('PRO');
      await expect(page.getByRole('progressbar', { name: 'Plan usage this month' })).toHaveAttribute('aria-valuenow', /^\d+$/);
      await expectAxeClean(page, 'client area');
      await expectNoHorizontalOverflow(page);

      await page.getByRole('button', { name: 'Reuse the Landing Page Copy order' }).first().click();
      await expect(page).toHaveURL(onPath('/agency'));
      await expect(page.getByRole('textbox', { name: /^Company name/ })).toHaveValue('Studio Pilates Leve');
      await expect(page.getByRole('textbox', { name: /^Goal/ })).toHaveValue('Book a free trial class');
    });
  });

  const NARRATION_COPY = {
    'pt-BR': {
      tab: 'Áudios',
      service: /^Narração com voz de IA/,
      script: /^Texto para narrar/,
      voices: /^Voz/,
      descriptions: ['Neutra e equilibrada', 'Masculina e calorosa', 'Narradora expressiva, com sotaque britânico', 'Masculina e grave', 'Feminina e vibrante', 'Feminina e suave'],
      toSummary: 'Continuar para o resumo',
      price: /^Incluído no seu Plano Pro · este será o \d+º de 4 neste mês$/,
      voiceShown: 'Nova (Feminina e vibrante)',
      run: 'Gerar agora',
      done: 'Pedido concluído',
      length: /^Duração: 0:\d\d$/,
      listed: 'Áudio de Narração com voz de IA',
    },
    // What the client area's list says in English.
    'en-US': {
      length: /^Length: 0:\d\d$/,
      listed: 'AI Voice Narration audio',
    },
  } as const;

  // The order runs once, in Portuguese; the client area's list is then opened in English (?lng=en-US). The English
  // voices are described in the jsdom tests, the English summary of a plan's order in the text order above.
  test.describe('with the pro account, on a phone', () => {
    test.use({ account: 'pro', viewport: VIEWPORTS.phone });

    test("narration from the plan: described voices, a summary that says the plan covers it, and the clip's length wherever it is listed, in both languages", async ({ page }) => {
      test.slow();
      const copy = NARRATION_COPY['pt-BR'];
      await page.goto('/agency');
      await expectScreen(page);
      await reachRequester(page);
      await page.getByRole('tab', { name: copy.tab }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: copy.service }).click();
      await page.getByRole('textbox', { name: copy.script }).fill('Olá! Conheça o Café Serra Alta.');
      // Each voice says what it sounds like, with its name, to screen readers too.
      const voices = page.getByRole('radiogroup', { name: copy.voices });
      const radios = voices.getByRole('radio');
      await expect(radios).toHaveCount(6);
      for (const [index, description] of copy.descriptions.entries()) await expect(radios.nth(index)).toHaveAccessibleDescription(description);
      await voices.getByRole('radio', { name: 'Nova' }).check();
      await page.getByRole('button', { name: copy.toSummary }).click();

      // The summary says from the start that the plan covers it: no price, and a button that says what it does.
      const summary = page.locator('.wizard-summary-list');
      await expect(summary.locator('dd').nth(1)).toHaveText(copy.price);
      await expect(summary).not.toContainText('R$');
      await expect(summary).toContainText(copy.voiceShown);
      await expectNoHorizontalOverflow(page, 'summary');
      await expectAxeClean(page, 'summary');
      await page.getByRole('button', { name: copy.run }).click();
      await expect(page.getByText(copy.done)).toBeVisible({ timeout: GENERATION_TIMEOUT });

      // The clip's length, read from its metadata, on the result and in every list of results.
      const length = page.locator('.wizard-result .audio-clip-length');
      await expect(length).toHaveText(copy.length);
      const clock = /\d+:\d\d$/.exec((await length.textContent()) ?? '')?.[0];
      expect(clock).not.toBe('0:00');
      for (const [language, path] of [
        ['pt-BR', '/client-area'],
        ['pt-BR', '/dashboard'],
        ['en-US', '/client-area?lng=en-US'],
      ] as const) {
        const listed = NARRATION_COPY[language];
        await page.goto(path);
        await expectScreen(page);
        const player = page.getByRole('table').getByLabel(listed.listed).first();
        await expect(player).toHaveAttribute('preload', 'metadata');
        const listedLength = page.getByRole('table').locator('.audio-clip').first().locator('.audio-clip-length');
        await expect(listedLength).toHaveText(listed.length);
        await expect(listedLength).toHaveText(new RegExp(`${clock}$`));
        await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(1);
      }
      await expectNoHorizontalOverflow(page, 'client area in English');
    });
  });

  test.describe('when the plan check fails', () => {
    const ENGLISH = { locale: 'en-US', price: /^R\$\s?50\.00$/, note: "We couldn't check your plan just now, so this order shows the per-service price (R$50.00).", pay: 'Go to payment', heading: 'Review your order' };
    const PORTUGUESE = { locale: 'pt-BR', price: /^R\$\s50,00$/, note: 'Não conseguimos verificar o seu plano agora, então este pedido aparece com o valor avulso (R$ 50,00).', pay: 'Ir para o pagamento', heading: 'Confira o seu pedido' };
    for (const copy of [ENGLISH, PORTUGUESE]) {
      test.describe(`in ${copy.locale}`, () => {
        // The demo backend kept from starting; the API answered by hand: a plan holder, a catalogue, and GET /subscription failing.
        test.use({ locale: copy.locale, serviceWorkers: 'block', seededStorage: { token: 'a-pro-customer-token' } });

        test(`shows the per-service price and says why (${copy.locale})`, async ({ page, context, baseURL }) => {
          const origin = new URL(baseURL!).origin;
          await context.route(
            (url) => url.origin === origin && !/\.(js|css|svg|png|json|txt|xml|woff2?)$/.test(url.pathname),
            async (route) => {
              const request = route.request();
              if (request.resourceType() === 'document') return route.continue();
              const { pathname } = new URL(request.url());
              if (pathname === '/me') return route.fulfill({ json: { id: 2, email: 'pro@iagencia.com.br' } });
              if (pathname === '/ia/services') return route.fulfill({ json: { 'Marketing Digital': [{ name: 'Redação para Blog', context: 'Você é um redator.', price: 50 }] } });
              return route.fulfill({ status: 500, json: { detail: 'Service Unavailable' } });
            },
          );
          await context.addInitScript(() => {
            const briefing = { companyName: 'Blue Harbor', targetAudience: 'Coffee lovers', tone: 'Warm', productInfo: 'Beans', goal: 'Sell' };
            if (!window.sessionStorage.getItem('serviceWizardState')) {
              window.sessionStorage.setItem('serviceWizardState', JSON.stringify({ step: 'summary', service: { name: 'Redação para Blog', context: '', price: 50, category: 'Marketing Digital' }, briefing }));
            }
          });
          await page.goto('/agency');
          await expectScreen(page);
          await reachRequester(page);
          await expect(page.getByRole('heading', { name: copy.heading })).toBeVisible();
          await expect(page.getByRole('alert').filter({ hasText: copy.note })).toBeVisible();
          await expect(page.locator('.wizard-summary-list dd').nth(1)).toHaveText(copy.price);
          await expect(page.getByRole('button', { name: copy.pay })).toBeEnabled();
        });
      });
    }
  });

  // Axe and overflow on a phone and on a desktop, one language each (axe does not depend on the language; the
  // English screens' text is checked by routes-en and english-journeys).
  for (const [language, viewport] of [
    ['pt-BR', 'phone'],
    ['en-US', 'desktop'],
  ] as const) {
    test.describe(`in ${language} on ${viewport}`, () => {
      test.use({ account: 'demo', locale: language, viewport: VIEWPORTS[viewport] });

      test(`keeps the requester, dashboard and client area axe-clean in ${language} on ${viewport}`, async ({ page }) => {
        test.slow();
        for (const path of ['/dashboard', '/client-area', '/agency']) {
          await page.goto(path);
          await expectScreen(page);
          if (path === '/agency') await reachRequester(page);
          await expect(page.getByRole('tablist').or(page.getByRole('table')).first()).toBeVisible();
          await expectAxeClean(page, path);
          await expectNoHorizontalOverflow(page, path);
        }
        await page.getByRole('tab').nth(2).click();
        await page.getByRole('tabpanel').getByRole('button').first().click();
        await page.getByRole('radio', { name: 'Nova' }).check();
        await page.locator('form.wizard-form button[type="submit"]').click();
        await expect(page.locator('.wizard-summary')).toBeVisible();
        await expectAxeClean(page, 'summary');
      });
    });
  }
});
