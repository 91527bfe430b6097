import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectScreen, reachRequester, onPath, test, VIEWPORTS, GENERATION_TIMEOUT } from './utils/fixtures';
import { escapeRegExp } from './utils/escape-reg-exp';
import { findPortuguese, portugueseOn } from './utils/portuguese';

/**
 * An English-speaking customer's journeys on the demo build, on a laptop and on a
 * phone: at each step the page (its text, tab title and accessible names, see
 * utils/portuguese.ts) holds no Portuguese the app wrote. What the customer types
 * here is English, so any Portuguese found is the app's (or its demo backend's).
 */


/**
 * The page has no Portuguese. Each caller first waits for the step's own content (a heading, the
 * result...); the check is then polled, so copy still loading settles before it counts.
 */
async function expectEnglish(page: Page, step: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect
    .poll(async () => portugueseOn(page).catch((error: Error) => [{ where: 'page', marker: 'unreadable', context: error.message }]), {
      message: `Portuguese on an English page at "${step}" (${page.url()})`,
    })
    .toEqual([]);
}

interface Order {
  tab: string;
  service: RegExp;
  /** Its name in the client area's history and receipts. */
  listed: string;
  /** The dashboard's heading for it once it is the latest of its kind (texts and images have one). */
  latest?: string;
  fields: Record<string, string>;
  voice?: string;
}

const BLOG_POST: Order & { latest: string } = {
  tab: 'Text',
  service: /^Blog Post/,
  listed: 'Blog Post',
  latest: 'Latest text: Blog Post',
  fields: {
    'Company name': 'Blue Harbor Coffee',
    'Target audience': 'Specialty coffee lovers in Austin',
    'Tone of voice': 'Warm and upbeat',
    'Product or service': 'Medium roast beans, 12 oz bags',
    Goal: 'Sell more through the online store',
  },
};
const SOCIAL_POST: Order & { latest: string } = {
  tab: 'Images',
  service: /^Social Post with Image/,
  listed: 'Social Post with Image + Copy',
  latest: 'Latest image: Social Post with Image + Copy',
  fields: { 'Company name': 'Blue Harbor Coffee', 'Visual style': 'Cozy photography', 'Preferred colors': 'Navy and cream', 'Text on the image': 'Your coffee, done right' },
};
const NARRATION: Order = { tab: 'Audio', service: /^AI Voice Narration/, listed: 'AI Voice Narration', fields: { 'Script to narrate': 'Welcome to Blue Harbor Coffee.' }, voice: 'Nova' };

/** /automation once the stored session is confirmed (before that, sending the form asks to log in first). */
async function openAutomation(page: Page) {
  await page.goto('/automation');
  await expectScreen(page);
  await expect(page.getByText("When you send it, we'll ask you to log in.")).toHaveCount(0);
}

/** From the requester's briefing to the demo checkout, checking each step on the way. */
async function orderUntilCheckout(page: Page, order: Order) {
  await page.goto('/agency');
  await expectScreen(page);
  await reachRequester(page);
  await page.getByRole('tab', { name: order.tab }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: order.service }).click();
  for (const [label, value] of Object.entries(order.fields)) await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  if (order.voice) await page.getByRole('radiogroup', { name: /^Voice/ }).getByRole('radio', { name: order.voice }).check();
  await expectEnglish(page, `${order.tab}: catalogue and briefing`);
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expectEnglish(page, `${order.tab}: summary`);
  await page.getByRole('button', { name: 'Go to payment' }).click();
  const pay = page.getByRole('button', { name: /^Pay R\$\s?50\.00 on Mercado Pago$/ });
  await expect(pay).toBeVisible();
  await expectEnglish(page, `${order.tab}: payment`);
  await pay.click();
  await expect(page).toHaveURL(onPath('/demo/checkout'));
  await expectScreen(page);
  await expect(page.locator('.demo-checkout-summary')).toBeVisible();
  await expectEnglish(page, `${order.tab}: checkout`);
}

/** Approves the demo payment and follows the order to its result. */
async function payAndWatch(page: Page, order: Order) {
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/agency' && url.searchParams.get('payment') === 'processing');
  await expect(page.getByText('Payment approved')).toBeVisible();
  await expectEnglish(page, `${order.tab}: processing`);
  await expect(page.getByText('Order completed')).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(page.locator('.wizard-result')).toBeVisible();
  await expectEnglish(page, `${order.tab}: result`);
}

/**
 * Every journey on a laptop, with an image and a narration ordered; on a phone, the one whose screens change most
 * with the width: a text order through the checkout to its result, and the client area's cards. (The landings on a
 * phone in English are checked by marketing.spec.ts: menu, axe; the tab titles of every route by routes-en.spec.ts.)
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const laptop = name === 'desktop';
  // A text order on the phone, the other two kinds on the laptop.
  const first = laptop ? SOCIAL_POST : BLOG_POST;
  const orders = laptop ? [first, NARRATION] : [first];
  test.describe(`in English on a ${name}`, () => {
    test.use({ locale: 'en-US', viewport });

    if (laptop) test.describe('to the WhatsApp chat', () => {
      // The lead opens the chat in the tab: a stub page stands for wa.me, so its URL can be read.
      test.use({ externalPages: true });

      test('marketing pages, a lead, the blog and the legal pages', async ({ page }) => {
        test.slow();
        for (const url of ['/', '/discord-bot', '/agency', '/plans', '/blog', '/blog/automatizar-servicos-com-ia', '/privacy', '/terms']) {
          await page.goto(url);
          await expectScreen(page);
          await expectEnglish(page, url);
        }
        await page.goto('/');
        await expectScreen(page);
        await page.getByRole('textbox', { name: 'Your name' }).fill('Camila Rocha');
        await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('(31) 98765-4321');
        await expectEnglish(page, 'lead form, filled in');
        await page.getByRole('button', { name: 'Send and open WhatsApp' }).click();
        await expect(page).toHaveURL((url) => url.hostname === 'wa.me');
      });
    });

    if (laptop) test('a refused login, then a plan from /plans through registration and the demo checkout to its success page', async ({ page }) => {
      test.slow();
      await page.goto('/login');
      await expectScreen(page);
      await expectEnglish(page, 'login');
      // A refused login shows the demo backend's message, in English.
      await page.getByLabel('Email').fill('demo@iagencia.com.br');
      await page.getByLabel(/^Password/).fill('wrong-password');
      await page.locator('main form').getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectEnglish(page, 'login refused');

      await page.goto('/plans');
      await expectScreen(page);
      await page.getByRole('button', { name: 'Subscribe to the Start plan' }).click();
      await expect(page).toHaveURL(onPath('/login'));
      await page.getByRole('button', { name: 'Create an account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible();
      await page.getByLabel('Email').fill(`english-${Date.now()}@example.com`);
      await page.getByLabel(/^Create a password/).fill('a-long-password');
      await page.getByLabel(/^Confirm password/).fill('a-long-password');
      await page.getByRole('checkbox').check();
      await expectEnglish(page, 'register');
      await page.locator('main form').getByRole('button', { name: 'Create account' }).click();

      await expect(page).toHaveURL(onPath('/demo/checkout'));
      await expect(page.locator('.demo-checkout-summary')).toBeVisible();
      await expectEnglish(page, 'plan checkout');
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await expect(page).toHaveURL(onPath('/payments/sucesso'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectEnglish(page, 'plan success');
    });

    test.describe('logged in', () => {
      test.use({ account: 'demo' });

      if (laptop) test('both bots from /automation through the checkout to their confirmation', async ({ page }) => {
        test.slow();
        await openAutomation(page);
        await page.getByRole('radio', { name: 'WhatsApp sales bot' }).check();
        await page.getByRole('textbox', { name: /^What your business does/ }).fill('A neighborhood barbershop, relaxed service.');
        await page.getByRole('textbox', { name: /^Products, plans and prices/ }).fill('Haircut 45; beard trim 30');
        await page.getByRole('textbox', { name: /^Your WhatsApp number/ }).fill('(11) 98765-4321');
        await expectEnglish(page, 'automation: WhatsApp form');
        await page.getByRole('button', { name: 'Start my 15 free days' }).click();
        await expect(page).toHaveURL(onPath('/demo/checkout'));
        await expect(page.locator('.demo-checkout-summary')).toBeVisible();
        await expectEnglish(page, 'automation: WhatsApp checkout');
        await page.getByRole('button', { name: 'Approve payment' }).click();
        await expect(page).toHaveURL(onPath('/automation-success'));
        await expect(page.getByRole('heading', { level: 1, name: 'Your 15-day free trial has started!' })).toBeVisible();
        await expectEnglish(page, 'automation: WhatsApp confirmation');

        await openAutomation(page);
        await page.getByRole('radio', { name: 'Discord moderation bot' }).check();
        await page.getByRole('textbox', { name: /^Discord server name/ }).fill('Data Guild');
        await page.getByRole('textbox', { name: /^Server FAQ/ }).fill('No spam, no scams. Questions go in #help.');
        await expectEnglish(page, 'automation: Discord form');
        await page.getByRole('button', { name: 'Start my 15 free days' }).click();
        await expect(page).toHaveURL(onPath('/demo/checkout'));
        await expect(page.locator('.demo-checkout-summary')).toBeVisible();
        await expectEnglish(page, 'automation: Discord checkout');
        await page.getByRole('button', { name: 'Approve payment' }).click();
        await expect(page).toHaveURL(onPath('/automation-success'));
        await expect(page.getByRole('link', { name: /Add the bot to Discord/ })).toBeVisible();
        await expectEnglish(page, 'automation: Discord confirmation');
      });

      test(`${orders.map((order) => order.tab).join(', ')} orders to their results, then the client area, its CSV, a receipt and the dashboard`, async ({ page }) => {
        test.slow();
        for (const order of orders) {
          await orderUntilCheckout(page, order);
          await payAndWatch(page, order);
        }

        await page.getByRole('link', { name: 'See my history' }).click();
        await expect(page).toHaveURL(onPath('/client-area'));
        await expect(page.getByRole('heading', { name: 'Service History' })).toBeVisible();
        const row = page.getByRole('row').filter({ hasText: first.listed }).first();
        await row.getByText('Show the prompt').click();
        await expect(row.getByText(/Company name: Blue Harbor Coffee/)).toBeVisible();
        await expectEnglish(page, 'client area, with the prompt open');

        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: /^Export CSV/ }).click();
        const csv = await readFile(await (await downloading).path(), 'utf8');
        // The heading and this customer's English orders (older orders keep what was typed in them).
        const lines = csv.slice(1).split('\r\n');
        const mine = lines.filter((line, index) => index === 0 || line.includes('Blue Harbor Coffee'));
        expect(mine.length).toBeGreaterThanOrEqual(orders.length + 1);
        expect(mine.flatMap((line) => findPortuguese('csv', line))).toEqual([]);

        await row.getByRole('link', { name: new RegExp(`^Receipt for the ${escapeRegExp(first.listed)} payment`) }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
        await expectEnglish(page, 'receipt');

        await page.goto('/dashboard');
        await expectScreen(page);
        await expect(page.getByRole('heading', { name: first.latest })).toBeVisible();
        await expectEnglish(page, 'dashboard');
      });

      // The pending page shows the lookup's `message`, and an unknown id its `detail`: the demo backend's words
      // (src/mocks/handlers/checkout.ts), which follow the request's Accept-Language.
      if (laptop) test('a rejected payment reaches the failure page, trying again the payment step, then a payment left pending, and a success page with an unknown payment, in English', async ({ page }) => {
        test.slow();
        await orderUntilCheckout(page, SOCIAL_POST);
        await page.getByRole('button', { name: 'Reject payment' }).click();
        await expect(page).toHaveURL(onPath('/payments/falha'));
        await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
        await expectEnglish(page, 'rejected payment');
        await page.getByRole('link', { name: 'Try again' }).click();
        const pay = page.getByRole('button', { name: /^Pay R\$\s?50\.00 on Mercado Pago$/ });
        await expect(pay).toBeVisible();
        await expectEnglish(page, 'payment, trying again');

        await pay.click();
        await expect(page).toHaveURL(onPath('/demo/checkout'));
        await expectScreen(page);
        await page.getByRole('button', { name: 'Leave pending' }).click();
        await expect(page).toHaveURL(onPath('/payments/pendente'));
        await expect(page.getByRole('heading', { name: 'Technical details' })).toBeVisible();
        await expectEnglish(page, 'pending payment');

        await page.goto('/payment-success?payment_id=123');
        await expectScreen(page);
        // The lookup has answered (404): its detail is on the page.
        await expect(page.getByRole('heading', { level: 1, name: "We couldn't confirm your payment right now" })).toBeVisible();
        await expectEnglish(page, 'success page for an unknown payment');
      });
    });
  });
}
