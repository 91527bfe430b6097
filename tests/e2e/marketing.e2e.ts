import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './utils/axe';
import { launchBrowser, openPage, waitForScreen, type OpenedPage } from './utils/browser';

const TRACKER_HOSTS = /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com\/tr/;
const trackerRequests = (external: string[]) => external.filter((url) => TRACKER_HOSTS.test(url));

const PAGES = ['/', '/whatsapp-bot', '/landing', '/discord-bot', '/agency', '/plans', '/signup?plan=pro', '/bot-creation?bot=whatsapp_bot', '/bot-creation?bot=discord_bot', '/consulte'];
const LANDINGS = ['/', '/discord-bot', '/agency'];

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
}

describe('marketing site in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('requests no analytics or pixel before consent, loads both after "accept" and nothing after "reject"', async () => {
    const undecided = await openPage(browser, { baseURL: inject('baseURL') });
    for (const url of ['/', '/discord-bot', '/plans']) {
      await undecided.page.goto(url);
      await waitForScreen(undecided.page);
      await undecided.page.getByRole('region', { name: 'Cookies e privacidade' }).waitFor();
    }
    await undecided.page.getByRole('button', { name: 'Falar com um especialista' }).or(undecided.page.getByRole('button', { name: 'Assinar o Start' })).first().click();
    expect(trackerRequests(undecided.external)).toEqual([]);

    await undecided.page.getByRole('button', { name: 'Aceitar cookies' }).click();
    await expect.poll(() => trackerRequests(undecided.external).some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01'))).toBe(true);
    await expect.poll(() => trackerRequests(undecided.external).some((url) => url.startsWith('https://connect.facebook.net/'))).toBe(true);
    expect(await undecided.page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
    await undecided.close();

    const rejecting = await openPage(browser, { baseURL: inject('baseURL'), language: 'en-US' });
    await rejecting.page.goto('/agency');
    await waitForScreen(rejecting.page);
    await rejecting.page.getByRole('button', { name: 'Decline' }).click();
    for (const url of ['/', '/plans', '/discord-bot']) {
      await rejecting.page.goto(url);
      await waitForScreen(rejecting.page);
    }
    expect(await rejecting.page.getByRole('region', { name: 'Cookies and privacy' }).count()).toBe(0);
    expect(trackerRequests(rejecting.external)).toEqual([]);
    expect(rejecting.errors).toEqual([]);
    await rejecting.close();
  });

  it('switches a landing between Portuguese and English in place', async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language: 'pt-BR' });
    await page.goto('/discord-bot');
    await waitForScreen(page);
    const hero = page.locator('.landing-hero');
    await hero.getByRole('combobox', { name: 'Idioma' }).selectOption('en-US');
    await page.getByRole('heading', { level: 1, name: 'Your Discord server protected around the clock, no moderator on night shift' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    expect(await page.title()).toBe('AI moderation bot for Discord | IAgência');
    expect(await page.getByText('15 days free. Then R$67.00 a month, no contract.').isVisible()).toBe(true);

    await page.goto('/');
    await waitForScreen(page);
    expect(await page.getByText('Page in English (US)').isVisible()).toBe(true);
    await hero.getByRole('combobox').or(page.getByRole('combobox', { name: 'Language' })).first().selectOption('pt-BR');
    await page.getByRole('heading', { level: 1, name: 'Seu WhatsApp vendendo 24 horas por dia, até enquanto você dorme' }).waitFor();
    expect(await page.getByText('Página em Português (Brasil)').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the mobile menu on a landing at 390x844 and fits the phone without sideways scrolling', async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), viewport: 'phone' });
    await page.goto('/');
    await waitForScreen(page);
    const discordLink = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Bot de Discord' });
    expect(await discordLink.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    expect(await discordLink.isVisible()).toBe(true);
    await discordLink.click();
    await page.waitForURL('**/discord-bot');
    await waitForScreen(page);
    // The router commits the URL before React re-renders the header: wait for the menu to close.
    await discordLink.waitFor({ state: 'hidden' });
    expect(await discordLink.isVisible()).toBe(false);
    for (const url of LANDINGS.concat('/plans')) {
      await page.goto(url);
      await waitForScreen(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
    const table = page.locator('.landing-comparison');
    await page.goto('/');
    await waitForScreen(page);
    expect(await table.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await close();
  });

  describe.each([
    ['pt-BR', 'Cookies e privacidade', 'Preferências de cookies'],
    ['en-US', 'Cookies and privacy', 'Cookie preferences'],
  ] as const)('axe in %s', (language, bannerName, preferences) => {
    let opened: OpenedPage;
    beforeAll(async () => {
      opened = await openPage(browser, { baseURL: inject('baseURL'), language });
    });
    afterAll(async () => opened?.close());

    it.each(PAGES)('%s is clean, with the consent banner shown and the FAQ open', async (url) => {
      const { page, errors } = opened;
      errors.length = 0;
      await page.goto(url);
      await waitForScreen(page);
      await page.getByRole('region', { name: bannerName }).waitFor();
      const firstQuestion = page.locator('details summary').first();
      if (await firstQuestion.count()) await firstQuestion.click();
      await expectAxeClean(page);
      expect(errors, errors.join('\n')).toEqual([]);
    });

    it('is clean after a validation error and with the preferences reopened', async () => {
      const { page } = opened;
      await page.goto('/discord-bot');
      await waitForScreen(page);
      await page.locator('.landing-lead-form button[type="submit"]').click();
      await page.locator('.landing-lead-form [role="alert"]').waitFor();
      await expectAxeClean(page);
      await page.getByRole('region', { name: bannerName }).getByRole('button').first().click();
      await page.getByRole('button', { name: preferences }).click();
      await page.getByRole('region', { name: bannerName }).waitFor();
      await expectAxeClean(page);
    });
  });

  describe.each(['pt-BR', 'en-US'] as const)('axe on a phone in %s', (language) => {
    let opened: OpenedPage;
    beforeAll(async () => {
      opened = await openPage(browser, { baseURL: inject('baseURL'), language, viewport: 'phone' });
    });
    afterAll(async () => opened?.close());

    it.each(LANDINGS.concat('/plans'))('%s is clean at 390x844', async (url) => {
      const { page, errors } = opened;
      errors.length = 0;
      await page.goto(url);
      await waitForScreen(page);
      await expectAxeClean(page);
      expect(errors, errors.join('\n')).toEqual([]);
    });
  });
});
