import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { layoutShift } from './utils/layout-shift';
import { expect, expectNoHorizontalOverflow, expectScreen, onPath, reachRequester, test, VIEWPORTS } from './utils/fixtures';

/**
 * Fidelity: the success page's /agency link in every state, return pages without
 * a payment id, catalogue service names in English, and /agency's "Pedir agora".
 * E2E_SHOTS_DIR=<dir> saves the hero's screenshots (for a person to look at).
 * The hero's link before the app is live: tests/e2e/smoke/prerender.spec.ts (the
 * prerendered page as nginx serves it).
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Paths of the requests the page sent to the (demo) API for payments. */
function paymentLookups(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/payments\/pendente\/|^\/ia\/history\/payment\//.test(pathname)) seen.push(pathname);
  });
  return seen;
}

/** The element starts inside the viewport's upper half: the visitor sees it without scrolling. */
async function expectInView(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const { top } = element.getBoundingClientRect();
        return top >= 0 && top < window.innerHeight / 2;
      }),
    )
    .toBe(true);
}

const COPY = {
  'pt-BR': {
    checkFailed: 'Não conseguimos confirmar seu pagamento agora',
    checkAgain: 'Verificar de novo',
    clientArea: 'Ir para a Área do Cliente',
    successAgency: 'Continuar na Agência IA',
    unidentified: 'Não identificamos o pagamento',
    unidentifiedAgency: 'Voltar para a Agência IA',
    order: 'Pedir agora',
    requester: 'Peça seu conteúdo feito por IA',
  },
  'en-US': {
    checkFailed: "We couldn't confirm your payment right now",
    checkAgain: 'Check again',
    clientArea: 'Go to the Client Area',
    successAgency: 'Continue to the AI Agency',
    unidentified: "We couldn't identify the payment",
    unidentifiedAgency: 'Back to the AI Agency',
    order: 'Order now',
    requester: 'Order AI-made content',
  },
} as const;

const CASES = [
  ['pt-BR', 'desktop'],
  ['en-US', 'phone'],
] as const;

for (const [language, viewport] of CASES) {
  const copy = COPY[language];

  test.describe(`fidelity in ${language} on ${viewport}`, () => {
    test.use({ locale: language, viewport: VIEWPORTS[viewport] });

    test('a payment the API cannot confirm yet: the code, check again, the client area and the link to /agency', async ({ page }) => {
      // The demo backend answers 404 for a payment it does not know.
      for (const path of ['/payment-success', '/payments/sucesso']) {
        await page.goto(`${path}?payment_id=4455667788`);
        await expectScreen(page);
        const main = page.locator('main');
        await expect(page.getByRole('heading', { level: 1, name: copy.checkFailed })).toBeVisible();
        await expect(main).toContainText('4455667788');
        await expect(main.getByRole('button', { name: copy.checkAgain })).toBeVisible();
        await expect(main.getByRole('link', { name: copy.clientArea })).toHaveAttribute('href', '/client-area');
        await expect(main.getByRole('link', { name: copy.successAgency })).toHaveAttribute('href', '/agency');
      }
      await expectAxeClean(page, 'success, unconfirmed');
      await expectNoHorizontalOverflow(page);
      await page.locator('main').getByRole('link', { name: copy.successAgency }).click();
      await expect(page).toHaveURL(onPath('/agency'));
      await expect(page.getByRole('heading', { level: 2, name: copy.requester })).toBeFocused();
    });

    test('return pages without a payment id say so, link the client area and /agency, and look nothing up', async ({ page }) => {
      const lookups = paymentLookups(page);
      const urls = [
        '/payment-pending?payment_id=null',
        '/payments/pendente?collection_id=null&collection_status=null&preference_id=demo-pref-1&merchant_order_id=null',
        '/payment-pending',
        '/payment-success?payment_id=null',
        '/payments/sucesso?collection_id=null&status=null',
      ];
      for (const url of urls) {
        await page.goto(url);
        await expectScreen(page);
        const main = page.locator('main');
        await expect(page.getByRole('heading', { level: 1, name: copy.unidentified })).toBeVisible();
        await expect(main.getByRole('link', { name: copy.unidentifiedAgency })).toHaveAttribute('href', '/agency');
        await expect(main.getByRole('link', { name: copy.clientArea })).toHaveAttribute('href', '/client-area');
        await expect(main).not.toContainText(language === 'pt-BR' ? /Pagamento em análise|Pagamento aprovado/ : /Payment under review|Payment approved/);
      }
      await expectAxeClean(page, 'payment not identified');
      await expectNoHorizontalOverflow(page);
      // A valid id is still looked up: the list is not empty because nothing was listened to.
      await page.goto('/payment-pending?payment_id=4455667788');
      await expectScreen(page);
      await expect.poll(() => lookups).toEqual(['/payments/pendente/4455667788']);
    });

    test('the hero’s order link brings the order form in view, loaded and focused; the hero is accessible and stable', async ({ page }) => {
      await page.goto('/agency');
      await expectScreen(page);
      const hero = page.locator('.landing-hero');
      const link = hero.getByRole('link', { name: copy.order });
      await expect(link).toHaveAttribute('href', '#solicitar-servico');
      // On the first screen, without scrolling.
      await expect(link).toBeInViewport();
      // No layout shift on the way to live (the prerendered hero is the one the app keeps).
      const shifts = await layoutShift(page);
      expect(shifts.total, shifts.moved.join('; ')).toBeLessThan(0.01);
      await expectAxeClean(page, 'agency hero');
      // A visible focus ring when reached from the keyboard.
      await link.focus();
      await expect.poll(() => link.evaluate((element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle !== 'none')).toBe(true);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, `agency-first-screen-${language}-${viewport}.png`) });
        // The consent banner is the visitor's to answer: out of the way for a picture of the hero.
        await page.getByRole('button', { name: /^(Recusar|Decline)$/ }).click();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await hero.screenshot({ path: join(SHOTS, `agency-hero-${language}-${viewport}.png`) });
        // Reached from the keyboard, as the focus ring is drawn for.
        await link.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        await hero.screenshot({ path: join(SHOTS, `agency-hero-${language}-${viewport}-focus.png`) });
      }

      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === '/agency' && url.hash === '#solicitar-servico');
      const heading = page.getByRole('heading', { level: 2, name: copy.requester });
      await expect(heading).toBeFocused();
      await expectInView(page.locator('#solicitar-servico'));
      await expect(page.locator('#solicitar-servico').getByRole('tablist')).toBeVisible();

      // Back up to the hero (at once, as the visitor's own scroll lands: the page scrolls smoothly, and a smooth scroll
      // still running when the link is clicked raced the one the click starts) and again: the requester once more, focused.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await link.click();
      await expectInView(page.locator('#solicitar-servico'));
      await expect(heading).toBeFocused();
    });

    test('landing on /agency#solicitar-servico: the order form in view, loaded and focused', async ({ page }) => {
      await page.goto('/agency#solicitar-servico');
      await expectScreen(page);
      await expect(page.getByRole('heading', { level: 2, name: copy.requester })).toBeFocused();
      await expectInView(page.locator('#solicitar-servico'));
      await expect(page.locator('#solicitar-servico').getByRole('tablist')).toBeVisible();
    });
  });
}

test.describe('catalogue service names', () => {
  test.describe('in English on a phone', () => {
    test.use({ account: 'demo', locale: 'en-US', viewport: VIEWPORTS.phone });

    test('the screens show English names while the preference request carries the API’s Portuguese name', async ({ page }) => {
      test.slow();
      const preferences: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/payments/preference') preferences.push(request.postData() ?? '');
      });
      await page.goto('/agency');
      await expectScreen(page);
      await reachRequester(page);
      const requester = page.locator('#solicitar-servico');
      await page.getByRole('tab', { name: 'Text' }).click();
      await expect(requester.getByRole('button', { name: /Landing Page Copy/ })).toBeVisible();
      await expect(requester).not.toContainText('Copy de Landing Page');
      await requester.getByRole('button', { name: /Landing Page Copy/ }).click();
      await page.getByRole('textbox', { name: /^Company name/ }).fill('Studio Pilates Leve');
      await page.getByRole('textbox', { name: /^Target audience/ }).fill('Women over 30 in Curitiba');
      await page.getByRole('textbox', { name: /^Tone of voice/ }).fill('Warm and motivating');
      await page.getByRole('textbox', { name: /^Product or service/ }).fill('Small-group pilates classes');
      await page.getByRole('textbox', { name: /^Goal/ }).fill('Book a free trial class');
      await page.getByRole('button', { name: 'Continue to summary' }).click();
      await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
      await expect(requester).toContainText('Landing Page Copy');
      await expect(requester).not.toContainText('Copy de Landing Page');
      await page.getByRole('button', { name: 'Go to payment' }).click();
      await expect.poll(() => preferences.length).toBe(1);
      expect(preferences[0]).toMatch(/name="service_name"\r\n\r\nCopy de Landing Page\r\n/);
      expect(preferences[0]).toContain('Serviço: Copy de Landing Page');
      await expect(requester).not.toContainText('Copy de Landing Page');

      await page.goto('/client-area');
      await expectScreen(page);
      const table = page.getByRole('table');
      // On a phone each row is a card whose cells carry their column's name.
      await expect(table.getByRole('cell', { name: /Product Description$/ }).first()).toBeVisible();
      await expect(table).not.toContainText('Descrição de Produto');
      await expectNoHorizontalOverflow(page);
    });
  });

  test.describe('in Portuguese on a desktop', () => {
    test.use({ account: 'demo', locale: 'pt-BR', viewport: VIEWPORTS.desktop });

    test('the screens keep the API’s names', async ({ page }) => {
      await page.goto('/client-area');
      await expectScreen(page);
      await expect(page.getByRole('table').getByRole('cell', { name: 'Descrição de Produto', exact: true })).toBeVisible();
    });
  });
});
