import { expect, test, type Page } from '@playwright/test';
import { menuIsOpen } from '../utils/menu';
import { budget } from '../machine';
import { returningIn } from '../utils/language-cookie';

/**
 * A visitor on a slow phone acts as soon as each control is painted, before
 * the app is live (390×844, Lighthouse's mobile network through CDP: 150 ms
 * RTT, 1.6 Mbps down, 750 kbps up). What the platform answers (the menu, a
 * link, an empty required field) takes effect at once; what the app answers
 * takes effect once, in order, when it is live (the page's event contract,
 * src/startup/early-events.ts), in both languages.
 *
 * The app's scripts are held until the test lets them go (open() below), so every tap lands before the app is live
 * on any machine. No CPU slowdown on top: Chromium slows a page down by keeping its thread busy, so a 4x slowdown
 * made each test cost about four times the CPU (about 40 of this file's 57 CPU-seconds) and proved nothing the held
 * scripts do not.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: budget(120_000) });

async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens a page on the phone's slow network; third parties (wa.me, Mercado Pago) answer
 * locally. The app's scripts are held until the returned function is called,
 * so the test acts while the page is painted but not live however fast this
 * machine happens to be, then lets the app start.
 */
async function open(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
  );
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await slowNetwork(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

const renderMode = (page: Page) => page.locator('html').getAttribute('data-render');
const live = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-render', 'live', { timeout: budget(60_000) });

const COPY = {
  'pt-BR': {
    google: 'Entrar com Google',
    nav: 'Navegação principal',
    email: 'E-mail',
    enter: 'Entrar',
    required: 'Informe seu e-mail.',
    name: 'Seu nome',
    discord: 'Seu usuário no Discord',
    protect: 'Enviar e abrir o WhatsApp',
    subscribe: /^Assinar/,
    otherLanguage: 'en-US',
    otherLanguageName: 'English',
    otherHeading: 'Your Discord server',
  },
  'en-US': {
    google: 'Continue with Google',
    nav: 'Main navigation',
    email: 'Email',
    enter: 'Log in',
    required: 'Enter your email.',
    name: 'Your name',
    discord: 'Your Discord username',
    protect: 'Send and open WhatsApp',
    subscribe: /^Subscribe/,
    otherLanguage: 'pt-BR',
    otherLanguageName: 'Português',
    otherHeading: 'Seu servidor do Discord',
  },
} as const;

for (const locale of ['pt-BR', 'en-US'] as const) {
  const copy = COPY[locale];
  test.describe(`tapped before the app is live, in ${locale}`, () => {
    test.use({ locale });
    // A visitor who reads this language and has been here before: the document arrives in it, and hydrates.
    test.beforeEach(async ({ context, baseURL }) => {
      await returningIn(context, baseURL!, locale);
    });

    test('Google sign-in on /login leaves for Google once', async ({ page }) => {
      const google: string[] = [];
      await page.route('**/api/auth/google/login**', async (route) => {
        google.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google</title>' });
      });
      const release = await open(page, '/login');
      const button = page.getByRole('button', { name: copy.google });
      await button.click();
      // Tapped again: nothing seemed to happen.
      await button.click();
      expect(await renderMode(page)).not.toBe('live');
      release();
      await expect.poll(() => google.length, { timeout: budget(60_000) }).toBe(1);
      await expect(page).toHaveTitle('Google');
      await page.waitForTimeout(500);
      expect(google).toHaveLength(1);
    });

    test('the menu toggle on / opens the menu at once, and it stays open once the app is live', async ({ page }) => {
      const release = await open(page, '/');
      await page.getByRole('button', { name: 'Menu' }).click();
      // The browser opened it: no script of the app's has run.
      await expect(page.getByRole('navigation', { name: copy.nav })).toBeVisible();
      expect(await renderMode(page)).not.toBe('live');
      release();
      await live(page);
      await page.waitForTimeout(500);
      expect(await menuIsOpen(page)).toBe(true);
      await expect(page.getByRole('navigation', { name: copy.nav })).toBeVisible();
    });

    test('an empty login sent on /login is refused at once by the browser, then with the app’s own words once live', async ({ page }) => {
      const release = await open(page, '/login');
      const invalid = page.evaluate(
        () => new Promise<string>((resolve) => window.addEventListener('invalid', (event) => resolve((event.target as HTMLInputElement).name), { capture: true, once: true })),
      );
      await page.locator('.login-form').getByRole('button', { name: copy.enter, exact: true }).click();
      expect(await invalid).toBe('username');
      expect(await renderMode(page)).not.toBe('live');
      release();
      await live(page);
      await expect(page.getByText(copy.required)).toBeVisible();
      await expect(page.getByRole('textbox', { name: copy.email })).toHaveAttribute('aria-invalid', 'true');
    });

    test('a lead typed and sent on /discord-bot is sent once, with what was typed, and no validation error', async ({ page }) => {
      const leads: Record<string, unknown>[] = [];
      await page.route('**/api/leads', async (route) => {
        leads.push(route.request().postDataJSON() as Record<string, unknown>);
        await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' });
      });
      const release = await open(page, '/discord-bot');
      await page.getByRole('textbox', { name: copy.name }).fill('Rafael Early');
      await page.getByRole('textbox', { name: copy.discord }).fill('kaze.early');
      await page.getByRole('button', { name: copy.protect, exact: true }).click();
      expect(await renderMode(page)).not.toBe('live');
      expect(leads).toEqual([]);
      release();
      await expect.poll(() => leads.length, { timeout: budget(60_000) }).toBe(1);
      expect(leads[0]).toMatchObject({ name: 'Rafael Early', whatsapp: 'kaze.early', source: 'discord_bot' });
      // Then the chat (wa.me, answered locally): no validation message was ever shown.
      await expect(page).toHaveURL(/wa\.me/, { timeout: budget(30_000) });
      expect(leads).toHaveLength(1);
    });

    test('a lead typed before the app is live and sent after is sent with what was typed (the form took it up as it hydrated)', async ({ page }) => {
      const leads: Record<string, unknown>[] = [];
      await page.route('**/api/leads', async (route) => {
        leads.push(route.request().postDataJSON() as Record<string, unknown>);
        await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' });
      });
      const release = await open(page, '/discord-bot');
      await page.getByRole('textbox', { name: copy.name }).fill('Rafael Cedo');
      await page.getByRole('textbox', { name: copy.discord }).fill('kaze.cedo');
      expect(await renderMode(page)).not.toBe('live');
      release();
      await live(page);
      await expect(page.getByRole('textbox', { name: copy.name })).toHaveValue('Rafael Cedo');
      await page.getByRole('button', { name: copy.protect, exact: true }).click();
      await expect.poll(() => leads.length, { timeout: budget(30_000) }).toBe(1);
      expect(leads[0]).toMatchObject({ name: 'Rafael Cedo', whatsapp: 'kaze.cedo', source: 'discord_bot' });
    });

    test('a plan tapped on /plans takes an anonymous visitor to log in with that plan kept, once', async ({ page }) => {
      const release = await open(page, '/plans');
      const subscribe = page.getByRole('button', { name: copy.subscribe }).first();
      await subscribe.click();
      expect(await renderMode(page)).not.toBe('live');
      await expect(page).toHaveURL(/\/plans$/);
      release();
      await expect(page).toHaveURL(/\/login$/, { timeout: budget(60_000) });
      expect(await page.evaluate(() => localStorage.getItem('pendingPlan'))).toMatch(/^[a-z_]+$/);
      // One move: back leads to /plans, not to a second /login.
      await page.goBack();
      await expect(page).toHaveURL(/\/plans$/);
    });

    test(`the other language chosen on /discord-bot is painted at once (a link), is the page's language once live, and stays`, async ({ page }) => {
      const release = await open(page, '/discord-bot');
      // On a phone the switcher is in the menu: open it, then choose.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('#site-menu').getByRole('link', { name: copy.otherLanguageName }).click();
      // The browser followed the link: the page is painted in that language before the app is live.
      await expect(page).toHaveURL(new RegExp(`/discord-bot\\?lng=${copy.otherLanguage}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', copy.otherLanguage);
      await expect(page.locator('main h1')).toContainText(copy.otherHeading);
      expect(await renderMode(page)).not.toBe('live');
      release();
      await live(page);
      await expect(page.locator('html')).toHaveAttribute('lang', copy.otherLanguage);
      await expect(page.locator('main h1')).toContainText(copy.otherHeading);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(copy.otherLanguage);
      await page.waitForTimeout(500);
      await expect(page.locator('html')).toHaveAttribute('lang', copy.otherLanguage);
    });
  });
}
