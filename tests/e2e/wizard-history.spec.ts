import type { Page } from '@playwright/test';
import { expect, expectScreen, onPath, reachRequester, test, VIEWPORTS, GENERATION_TIMEOUT } from './utils/fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * An order created and paid through the demo backend, as the requester and the demo checkout would: its return
 * address (/agency?payment=processing&payment_id=...&preference_id=...).
 */
async function paidOrderReturn(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const form = new FormData();
    form.append('service_name', 'Descrição de Produto');
    form.append('prompt', 'Serviço: Descrição de Produto\nEmpresa: Blue Harbor Coffee\nIdioma da resposta: inglês dos Estados Unidos');
    const headers = { Authorization: `Bearer ${window.localStorage.getItem('token') ?? ''}` };
    const preference = (await (await fetch('/payments/preference', { method: 'POST', headers, body: form })).json()) as { preference: { id: string } };
    const paid = await fetch(`/demo/checkout/${preference.preference.id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ outcome: 'approved' }) });
    return ((await paid.json()) as { redirect_url: string }).redirect_url;
  });
}

test.describe('the order form in the browser’s history', () => {
  test.describe('on a laptop in English, a second order after a finished one', () => {
    test.use({ account: 'demo', locale: 'en-US', viewport: VIEWPORTS.desktop });

    test('Back and Forward move between the new order’s steps, reloads keep it, and a reload asks for the file again', async ({ page }) => {
      test.slow();
      await page.goto('/agency');
      await expectScreen(page);
      await page.goto(await paidOrderReturn(page));
      await expectScreen(page);
      await expect(page.getByText('Order completed')).toBeVisible({ timeout: GENERATION_TIMEOUT });
      await page.getByRole('button', { name: 'Order another service' }).click();
      await expect(page).toHaveURL(onPath('/agency', { payment: null }));

      await page.getByRole('tab', { name: 'Images' }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: /^Simple Logo/ }).click();
      await page.getByRole('textbox', { name: /^Company name/ }).fill('Blue Harbor Coffee');
      await page.getByRole('textbox', { name: /^Visual style/ }).fill('Minimalist');
      await page.getByRole('textbox', { name: /^Preferred colors/ }).fill('Navy and cream');
      await page.getByRole('textbox', { name: /^Text on the image/ }).fill('Blue Harbor');
      await page.getByLabel(/^Reference file/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('Attached file: logo.png')).toBeVisible();
      await page.getByRole('button', { name: 'Continue to summary' }).click();
      const summary = page.getByRole('heading', { name: 'Review your order' });
      await expect(summary).toBeVisible();

      // Back: the same order's details, as filled in, not the earlier order's result.
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Choose a service and tell us about your business' })).toBeFocused();
      await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText('Details');
      await expect(page.getByText('Order completed')).toHaveCount(0);
      await expect(page).toHaveURL(onPath('/agency', { payment: null }));
      await expect(page.getByRole('textbox', { name: /^Company name/ })).toHaveValue('Blue Harbor Coffee');
      await expect(page.getByRole('textbox', { name: /^Text on the image/ })).toHaveValue('Blue Harbor');
      await expect(page.getByText('Attached file: logo.png')).toBeVisible();

      // Forward: the summary again, and a reload keeps it.
      await page.goForward();
      await expect(summary).toBeVisible();
      await expect(page.locator('.wizard-summary-list')).toContainText('Simple Logo');
      await expect(page.locator('.wizard-summary-list')).toContainText('logo.png');
      await page.reload();
      await expectScreen(page);
      await reachRequester(page);
      await expect(summary).toBeVisible();
      await expect(page.locator('.wizard-summary-list')).toContainText('Navy and cream');
      // The file does not survive a reload, and the summary says so.
      await expect(page.getByText('logo.png: needs attaching again, because the page reloaded. Use “Edit” to attach it.')).toBeVisible();

      // Back after the reload: still this order's details, with the file asked for again.
      await page.goBack();
      await expect(page.getByRole('textbox', { name: /^Company name/ })).toHaveValue('Blue Harbor Coffee');
      await expect(page.getByRole('alert').filter({ hasText: '“logo.png” was attached before the page reloaded' })).toBeVisible();
      await page.getByLabel(/^Reference file/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('Attached file: logo.png')).toBeVisible();
      await page.getByRole('button', { name: 'Continue to summary' }).click();
      await expect(summary).toBeVisible();
      await expect(page.getByText(/needs attaching again/)).toHaveCount(0);

      // Another page, then Back: the order where the visitor left it, in view.
      await page.getByRole('banner').getByRole('link', { name: 'Client area' }).click();
      await expect(page).toHaveURL(onPath('/client-area'));
      await expectScreen(page);
      await page.goBack();
      await expect(summary).toBeInViewport();
      await expect(page.locator('.wizard-summary-list')).toContainText('Blue Harbor');
    });
  });

  test.describe('on a phone in Portuguese', () => {
    test.use({ locale: 'pt-BR', viewport: VIEWPORTS.phone });

    test('Voltar e Avançar trocam de etapa no mesmo pedido, e recarregar mantém o pedido e a etapa', async ({ page }) => {
      await page.goto('/agency');
      await expectScreen(page);
      await reachRequester(page);
      await page.getByRole('tab', { name: 'Áudios' }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: /^Narração com voz de IA/ }).click();
      await page.getByRole('textbox', { name: /^Texto para narrar/ }).fill('Bem-vindo ao Café Serra Alta.');
      await page.getByRole('radio', { name: 'Onyx' }).check();
      await page.getByRole('button', { name: 'Continuar para o resumo' }).click();
      const caption = page.locator('.wizard-stepper-caption');
      await expect(caption).toHaveText('Etapa 2 de 5: Resumo');

      await page.goBack();
      await expect(caption).toHaveText('Etapa 1 de 5: Dados');
      await expect(page.getByRole('radio', { name: 'Onyx' })).toBeChecked();
      await expect(page.getByRole('textbox', { name: /^Texto para narrar/ })).toHaveValue('Bem-vindo ao Café Serra Alta.');
      await page.reload();
      await expectScreen(page);
      await reachRequester(page);
      await expect(caption).toHaveText('Etapa 1 de 5: Dados');
      await expect(page.getByRole('radio', { name: 'Onyx' })).toBeChecked();

      await page.goForward();
      await expect(caption).toHaveText('Etapa 2 de 5: Resumo');
      await expect(page.locator('.wizard-summary-list')).toContainText('Onyx (Masculina e grave)');
      await page.reload();
      await expectScreen(page);
      await reachRequester(page);
      await expect(caption).toHaveText('Etapa 2 de 5: Resumo');
      await expect(page.locator('.wizard-summary-list')).toContainText('Bem-vindo ao Café Serra Alta.');
    });
  });
});
