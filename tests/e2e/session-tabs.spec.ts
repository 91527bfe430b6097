import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectScreen, onPath, test } from './utils/fixtures';

/**
 * Two tabs of one browser (one context: the same localStorage), both logged in.
 * A logout in one must reach the other without a reload: the next move to a
 * private screen there lands on /login and says why.
 */
const TEXTS = {
  'pt-BR': { logout: 'Sair', login: 'Entrar', email: 'E-mail', password: 'Senha', clientArea: 'Área do Cliente', loggedOutElsewhere: 'Você saiu da sua conta em outra aba.' },
  'en-US': { logout: 'Log out', login: 'Log in', email: 'Email', password: 'Password', clientArea: 'Client area', loggedOutElsewhere: 'You logged out in another tab.' },
} as const;

/** The footer's link to the client area: there whether or not the page thinks someone is logged in. */
const footerClientArea = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

// What the tabs do does not depend on the language: each case runs in one, and the words the other tab shows are
// checked in both.
for (const language of ['pt-BR', 'en-US'] as const) {
  const text = TEXTS[language];
  const portuguese = language === 'pt-BR';

  test.describe(`a logout in one tab, in ${language}`, () => {
    test.use({ account: 'demo', locale: language });

    if (portuguese) test('reaches the other tab without a reload: its header and a later move to /client-area follow', async ({ page, context }) => {
      await page.goto('/client-area');
      await expectScreen(page);
      const other = await context.newPage();
      await other.goto('/agency');
      await expectScreen(other);
      const otherHeader = other.getByRole('banner');
      await expect(otherHeader.getByRole('link', { name: text.clientArea })).toBeVisible();

      await page.getByRole('banner').getByRole('button', { name: text.logout }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: text.login })).toBeVisible();

      // The other tab was not reloaded and did nothing: it heard it, and says so.
      await expect(otherHeader.getByRole('link', { name: text.login })).toBeVisible();
      await expect(otherHeader.getByRole('button', { name: text.logout })).toHaveCount(0);
      await expect(other.getByRole('alert').filter({ hasText: text.loggedOutElsewhere })).toBeVisible();

      await footerClientArea(other, text.clientArea).click();
      await expect(other).toHaveURL(onPath('/login'));
      await expect(other.getByRole('main').getByText(text.loggedOutElsewhere)).toBeVisible();
      await expect(other.getByRole('heading', { level: 1, name: text.clientArea })).toHaveCount(0);
    });

    if (!portuguese) test('even a tab that missed every signal checks the stored session when it enters a private screen', async ({ page, context }) => {
      await page.goto('/client-area');
      await expectScreen(page);
      const other = await context.newPage();
      // This tab hears nothing from the others: no BroadcastChannel, and every storage event swallowed.
      await other.addInitScript(() => {
        Object.defineProperty(window, 'BroadcastChannel', { value: undefined, configurable: true });
        window.addEventListener('storage', (event) => event.stopImmediatePropagation(), { capture: true });
      });
      await other.goto('/agency');
      await expectScreen(other);
      const otherHeader = other.getByRole('banner');
      const headerClientArea = otherHeader.getByRole('link', { name: text.clientArea });
      await expect(headerClientArea).toBeVisible();

      await page.getByRole('banner').getByRole('button', { name: text.logout }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: text.login })).toBeVisible();
      // Chromium hands one tab's storage writes to the others asynchronously: wait until this tab's copy has it.
      await expect.poll(() => other.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      // Deaf to the other tab, this one still shows the account's buttons...
      await expect(headerClientArea).toBeVisible();

      // ...but entering a private screen reads the stored session first.
      await headerClientArea.click();
      await expect(other).toHaveURL(onPath('/login'));
      await expect(other.getByRole('main').getByText(text.loggedOutElsewhere)).toBeVisible();
      await expect(otherHeader.getByRole('link', { name: text.login })).toBeVisible();
      await expect(other.getByRole('heading', { level: 1, name: text.clientArea })).toHaveCount(0);
    });

    if (!portuguese) test('logging back in after a logout holds in both tabs: the other tab follows the new session instead of ending it', async ({ page, context }) => {
      await page.goto('/agency');
      await expectScreen(page);
      const other = await context.newPage();
      await other.goto('/client-area');
      await expectScreen(other);

      await page.getByRole('banner').getByRole('button', { name: text.logout }).click();
      await expect(other).toHaveURL(onPath('/login'));

      await page.goto('/login');
      await expectScreen(page);
      await page.getByRole('textbox', { name: text.email }).fill(DEMO_ACCOUNTS.demo);
      await page.getByRole('textbox', { name: text.password }).fill(DEMO_PASSWORD);
      await page.getByRole('main').getByRole('button', { name: text.login, exact: true }).click();
      await expect(page).toHaveURL(onPath('/agency'));

      // The other tab hears of the login and takes the session up: back on the screen it was sent away from.
      await expect(other).toHaveURL(onPath('/client-area'));
      await expect(other.getByRole('heading', { level: 1, name: text.clientArea })).toBeVisible();
      // ...without ending it for this one: the token stays, and a private screen opens here too.
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
      await page.goto('/client-area');
      await expect(page.getByRole('heading', { level: 1, name: text.clientArea })).toBeVisible();
      await expect(page).toHaveURL(onPath('/client-area'));
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}
