import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './utils/axe';
import { launchBrowser, loginWithDemoAccount, openPage, waitForScreen } from './utils/browser';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GENERATION_TIMEOUT = 30_000;

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
}

describe('AI services in Chromium (demo backend)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('requests an image, pays in the demo checkout, watches processing, downloads the PNG, finds it in the client area and reuses it', async () => {
    const { page, external, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language: 'pt-BR' });
    await loginWithDemoAccount(page);
    await page.goto('/agency');
    await waitForScreen(page);

    await page.getByRole('tab', { name: 'Imagens' }).click();
    await page.getByRole('button', { name: /Post com imagem \+ copy/ }).click();
    await page.getByRole('textbox', { name: /^Nome da empresa/ }).fill('Café Serra Alta');
    await page.getByRole('textbox', { name: /^Estilo visual/ }).fill('Fotografia aconchegante');
    await page.getByRole('textbox', { name: /^Cores preferidas/ }).fill('marrom e creme');
    await page.getByRole('textbox', { name: /^Texto da imagem/ }).fill('Seu café, do jeito certo');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Continuar para o resumo' }).click();
    await page.getByRole('heading', { name: 'Confira o seu pedido' }).waitFor();
    await expectAxeClean(page);
    // Mercado Pago's SDK is not requested before the payment step.
    expect(external.filter((url) => url.includes('sdk.mercadopago.com'))).toEqual([]);

    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    // The e2e build has a public key but external scripts are blocked: the Brick gives way to the redirect.
    await page.getByText(/O formulário de pagamento do Mercado Pago não carregou/).waitFor();
    expect(external.some((url) => url.startsWith('https://sdk.mercadopago.com/js/v2'))).toBe(true);
    await expectAxeClean(page);
    await page.getByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ }).click();

    await page.waitForURL((url) => url.pathname === '/demo/checkout');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    await page.waitForURL((url) => url.pathname === '/agency' && url.searchParams.get('payment') === 'processing');
    const paymentId = new URL(page.url()).searchParams.get('payment_id');
    expect(paymentId).toMatch(/^\d+$/);
    await page.getByText('Pagamento aprovado').waitFor();
    await page.getByText('Pedido em processamento').waitFor();
    await expectAxeClean(page);
    await page.getByText('Pedido concluído').waitFor({ timeout: GENERATION_TIMEOUT });
    const image = page.getByRole('img', { name: 'Imagem gerada para Post com imagem + copy' });
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(100);
    await expectAxeClean(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar imagem' }).click()]);
    const id = await page.evaluate(async (payment) => {
      const response = await fetch(`/ia/history/payment/${payment}`);
      return ((await response.json()) as { id: number }).id;
    }, paymentId);
    expect(download.suggestedFilename()).toBe(`servico_${id}.png`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

    await page.getByRole('link', { name: 'Ver meu histórico' }).click();
    await page.waitForURL((url) => url.pathname === '/client-area');
    await page.getByRole('heading', { name: 'Histórico de Serviços' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Post com imagem + copy' }).first();
    expect(await row.textContent()).toContain('Aprovado');
    await row.getByRole('button', { name: 'Ver imagem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Imagem de Post com imagem + copy' });
    await dialog.waitFor();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectAxeClean(page);

    await row.getByRole('button', { name: 'Reutilizar o pedido de Post com imagem + copy' }).click();
    await page.waitForURL((url) => url.pathname === '/agency');
    await page.getByText('Pedido anterior de Post com imagem + copy carregado. Revise os campos e continue.').waitFor();
    expect(await page.getByRole('textbox', { name: /^Nome da empresa/ }).inputValue()).toBe('Café Serra Alta');
    expect(await page.getByRole('textbox', { name: /^Texto da imagem/ }).inputValue()).toBe('Seu café, do jeito certo');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  }, 120_000);

  it('runs a text service from an active plan on a phone in English, with no payment, and reuses it', async () => {
    const { page, external, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language: 'en-US', viewport: 'phone' });
    await loginWithDemoAccount(page, 'pro@iagencia.com.br');
    await page.goto('/agency');
    await waitForScreen(page);

    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByRole('button', { name: /Landing Page Copy/ }).click();
    await page.getByRole('textbox', { name: /^Company name/ }).fill('Studio Pilates Leve');
    await page.getByRole('textbox', { name: /^Target audience/ }).fill('Women over 30 in Curitiba');
    await page.getByRole('textbox', { name: /^Tone of voice/ }).fill('Warm and motivating');
    await page.getByRole('textbox', { name: /^Product or service/ }).fill('Small-group pilates classes');
    await page.getByRole('textbox', { name: /^Goal/ }).fill('Book a free trial class');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Go to payment' }).click();

    await page.getByText("Your PRO plan includes this service: there's nothing to pay.").waitFor();
    await page.getByText(/You've used \d+ of your 4 plan services this month\./).waitFor();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Generate with my plan' }).click();
    await page.getByText('Order completed').waitFor({ timeout: GENERATION_TIMEOUT });
    const result = await page.locator('.wizard-result-text').textContent();
    expect(result).toContain('Studio Pilates Leve');
    expect(result).toContain('HEADLINE');
    await expectAxeClean(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download text (.txt)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^servico_\d+\.txt$/);
    expect(await readFile((await download.path())!, 'utf8')).toBe(result);
    expect(external.filter((url) => /mercadopago|mercadolivre/.test(url))).toEqual([]);

    await page.getByRole('link', { name: 'See my history' }).click();
    await page.getByRole('heading', { name: 'Service History' }).waitFor();
    const card = page.getByRole('region', { name: 'Your account' });
    expect(await card.textContent()).toContain('PRO');
    expect(await page.getByRole('progressbar', { name: 'Plan usage this month' }).getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    await expectAxeClean(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Reuse the Copy de Landing Page order' }).first().click();
    await page.waitForURL((url) => url.pathname === '/agency');
    expect(await page.getByRole('textbox', { name: /^Company name/ }).inputValue()).toBe('Studio Pilates Leve');
    expect(await page.getByRole('textbox', { name: /^Goal/ }).inputValue()).toBe('Book a free trial class');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  }, 120_000);

  it.each([
    ['pt-BR', 'phone'],
    ['en-US', 'phone'],
    ['en-US', 'desktop'],
  ] as const)('keeps the requester, dashboard and client area axe-clean in %s on %s', async (language, viewport) => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language, viewport });
    await loginWithDemoAccount(page);
    for (const path of ['/dashboard', '/client-area', '/agency']) {
      await page.goto(path);
      await waitForScreen(page);
      await page.getByRole('tablist').or(page.getByRole('table')).first().waitFor();
      await expectAxeClean(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.getByRole('tab').nth(2).click();
    await page.getByRole('tabpanel').getByRole('button').first().click();
    await page.getByRole('combobox').last().selectOption('Nova');
    await page.locator('form.wizard-form button[type="submit"]').click();
    await page.locator('.wizard-summary').waitFor();
    await expectAxeClean(page);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  }, 90_000);
});
