import { readFile } from 'node:fs/promises';
import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, reachRequester, onPath, test, VIEWPORTS } from './utils/fixtures';
import { budget } from './machine';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GENERATION_TIMEOUT = budget(30_000);

test.describe('AI services in Chromium (demo backend)', () => {
  test.describe('with the demo account', () => {
    test.use({ account: 'demo' });

    test('requests an image, pays in the demo checkout, watches processing, downloads the PNG, finds it in the client area and reuses it', async ({ page, external }) => {
      test.slow();
      await page.goto('/agency');
      await expectScreen(page);
      await reachRequester(page);

      await page.getByRole('tab', { name: 'Imagens' }).click();
      await page.getByRole('button', { name: /Post com imagem \+ copy/ }).click();
      await page.getByRole('textbox', { name: /^Nome da empresa/ }).fill('Café Serra Alta');
      await page.getByRole('textbox', { name: /^Estilo visual/ }).fill('Fotografia aconchegante');
      await page.getByRole('textbox', { name: /^Cores preferidas/ }).fill('marrom e creme');
      await page.getByRole('textbox', { name: /^Texto da imagem/ }).fill('Seu café, do jeito certo');
      await expectAxeClean(page, 'briefing');
      await page.getByRole('button', { name: 'Continuar para o resumo' }).click();
      await expect(page.getByRole('heading', { name: 'Confira o seu pedido' })).toBeVisible();
      await expectAxeClean(page, 'summary');
      // Mercado Pago's SDK is not requested before the payment step.
      expect(external.filter((url) => url.includes('sdk.mercadopago.com'))).toEqual([]);

      await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
      // The e2e build has a public key but external scripts are blocked: the Brick gives way to the redirect.
      await expect(page.getByText(/O formulário de pagamento do Mercado Pago não carregou/)).toBeVisible();
      await expect.poll(() => external.some((url) => url.startsWith('https://sdk.mercadopago.com/js/v2'))).toBe(true);
      await expectAxeClean(page, 'payment');
      await page.getByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ }).click();

      await expect(page).toHaveURL(onPath('/demo/checkout'));
      await expectScreen(page);
      await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

      await expect(page).toHaveURL((url) => url.pathname === '/agency' && url.searchParams.get('payment') === 'processing' && /^\d+$/.test(url.searchParams.get('payment_id') ?? ''));
      const paymentId = new URL(page.url()).searchParams.get('payment_id');
      await expect(page.getByText('Pagamento aprovado')).toBeVisible();
      await expect(page.getByText('Pedido em processamento')).toBeVisible();
      await expectAxeClean(page, 'processing');
      await expect(page.getByText('Pedido concluído')).toBeVisible({ timeout: GENERATION_TIMEOUT });
      const image = page.getByRole('img', { name: 'Imagem gerada para Post com imagem + copy' });
      await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(100);
      await expectAxeClean(page, 'completed');

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Baixar imagem' }).click();
      const download = await downloading;
      const id = await page.evaluate(async (payment) => {
        const response = await fetch(`/ia/history/payment/${payment}`);
        return ((await response.json()) as { id: number }).id;
      }, paymentId);
      expect(download.suggestedFilename()).toBe(`servico_${id}.png`);
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

      await page.getByRole('link', { name: 'Ver meu histórico' }).click();
      await expect(page).toHaveURL(onPath('/client-area'));
      await expect(page.getByRole('heading', { name: 'Histórico de Serviços' })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: 'Post com imagem + copy' }).first();
      await expect(row).toContainText('Aprovado');
      await row.getByRole('button', { name: 'Ver imagem' }).click();
      const dialog = page.getByRole('dialog', { name: 'Imagem de Post com imagem + copy' });
      await expect(dialog).toBeVisible();
      await expectAxeClean(page, 'image dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expectAxeClean(page, 'client area');

      await row.getByRole('button', { name: 'Reutilizar o pedido de Post com imagem + copy' }).click();
      await expect(page).toHaveURL(onPath('/agency'));
      await expect(page.getByText('Pedido anterior de Post com imagem + copy carregado. Revise os campos e continue.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue('Café Serra Alta');
      await expect(page.getByRole('textbox', { name: /^Texto da imagem/ })).toHaveValue('Seu café, do jeito certo');
    });
  });

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
      await expectAxeClean(page, 'summary');
      await page.getByRole('button', { name: 'Go to payment' }).click();

      await expect(page.getByText("Your PRO plan includes this service: there's nothing to pay.")).toBeVisible();
      await expect(page.getByText(/You've used \d+ of your 4 plan services this month\./)).toBeVisible();
      await expectAxeClean(page, 'plan step');
      await page.getByRole('button', { name: 'Generate with my plan' }).click();
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

  for (const [language, viewport] of [
    ['pt-BR', 'phone'],
    ['en-US', 'phone'],
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
        await page.getByRole('combobox').last().selectOption('Nova');
        await page.locator('form.wizard-form button[type="submit"]').click();
        await expect(page.locator('.wizard-summary')).toBeVisible();
        await expectAxeClean(page, 'summary');
      });
    });
  }
});
