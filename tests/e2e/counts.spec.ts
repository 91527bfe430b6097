import type { Page } from '@playwright/test';
import { expect, expectScreen, test } from './utils/fixtures';

/** A brand-new demo account (no orders yet), logged in through the demo backend's /register and /token. */
async function logInAsNewAccount(page: Page) {
  // Not a prerendered page: its h1 shows once the app, and so the demo backend, runs.
  await page.goto('/automation');
  await expectScreen(page);
  const email = `zero-${Date.now()}-${Math.round(Math.random() * 1e6)}@loja.com.br`;
  const status = await page.evaluate(async (address) => {
    const password = 'senhaforte1';
    await fetch('/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: address, password }) });
    const response = await fetch('/token', { method: 'POST', body: new URLSearchParams({ username: address, password }) });
    if (response.ok) window.localStorage.setItem('token', ((await response.json()) as { access_token: string }).access_token);
    return response.status;
  }, email);
  expect(status).toBe(200);
}

test.describe('counts of nothing read as plurals', () => {
  test('"0 pedidos" in the client area of an account with no orders', async ({ page }) => {
    await logInAsNewAccount(page);
    await page.goto('/client');
    await expect(page.getByRole('region', { name: 'Meus dados' })).toContainText('o histórico completo (0 pedidos)');
    await expect(page.getByRole('region', { name: 'Seus dados' })).toContainText('Nenhum serviço este mês · ilimitado');
    await expect(page.getByRole('main')).not.toContainText(/\b0 pedido\b/);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('"0 orders" in the client area of an account with no orders', async ({ page }) => {
      await logInAsNewAccount(page);
      await page.goto('/client');
      await expect(page.getByRole('region', { name: 'My data' })).toContainText('your full history (0 orders)');
      await expect(page.getByRole('region', { name: 'Your account' })).toContainText('No services this month · unlimited');
      await expect(page.getByRole('main')).not.toContainText(/\b0 order\b/);
    });
  });
});
