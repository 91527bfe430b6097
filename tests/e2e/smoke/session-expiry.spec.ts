import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectScreen, onPath, test, VIEWPORTS } from '../utils/fixtures';

/**
 * A session the API refuses in the middle of a flow, in the production build behind nginx (the mock API logs the
 * demo accounts in; the one refusal is answered here). The flow reads no status code: the refusal ends the session
 * (docs/state-and-data.md#one-401-path), the flow finds none, keeps its work and goes to /login, which says why;
 * the login takes the customer back to it.
 */
const COPY = {
  'pt-BR': { email: 'E-mail', password: /^Senha/, login: 'Entrar', expired: 'Sua sessão expirou. Entre novamente.' },
  'en-US': { email: 'Email', password: /^Password/, login: 'Log in', expired: 'Your session has expired. Please log in again.' },
} as const;

/** The first call to `path` is refused as an expired session; later ones reach the API. Returns the bearer of each call. */
async function refuseOnce(context: BrowserContext, path: RegExp): Promise<string[]> {
  const bearers: string[] = [];
  await context.route(path, async (route) => {
    bearers.push(route.request().headers().authorization ?? '');
    if (bearers.length > 1) return route.continue();
    return route.fulfill({ status: 401, json: { detail: 'Token expirado' } });
  });
  return bearers;
}

async function logIn(page: Page, language: keyof typeof COPY) {
  const copy = COPY[language];
  await page.getByLabel(copy.email).fill(DEMO_ACCOUNTS.demo);
  await page.getByLabel(copy.password).fill(DEMO_PASSWORD);
  await page.locator('main form').getByRole('button', { name: copy.login, exact: true }).click();
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

test.describe('a session refused on the way', () => {
  test('the bot setup form: kept, the expiry said on /login, sent after the login', async ({ page, context }) => {
    const bearers = await refuseOnce(context, /\/api\/ia\/automation-request$/);
    await page.goto('/login');
    await expectScreen(page);
    await logIn(page, 'pt-BR');
    await expect(page).toHaveURL(onPath('/agency'));
    const first = await storedToken(page);

    await page.goto('/automation');
    await expectScreen(page);
    await page.getByRole('radio', { name: 'Bot de moderação para Discord' }).check();
    await page.getByLabel('Nome do servidor no Discord').fill('Comunidade Pixel');
    await page.getByLabel('FAQ do servidor').fill('Sem spam, sem golpes e respeito com todo mundo.');
    await page.getByLabel('Palavras proibidas').fill('nitro grátis, pix grátis');
    await page.getByLabel('Canais para monitorar').fill('#geral, #vendas');
    await page.getByRole('button', { name: 'Começar meus 15 dias grátis' }).click();

    await expect(page).toHaveURL(onPath('/login'));
    await expect(page.getByRole('main').getByText(COPY['pt-BR'].expired)).toBeVisible();
    await expect(page.getByText('Entre para enviar a configuração do seu bot. O que você preencheu continua salvo.')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(bearers).toEqual([`Bearer ${first}`]);

    await logIn(page, 'pt-BR');
    await expect(page).toHaveURL(onPath('/automation'));
    await expect(page.getByLabel('Nome do servidor no Discord')).toHaveValue('Comunidade Pixel');
    await expect(page.getByLabel('Canais para monitorar')).toHaveValue('#geral, #vendas');
    await page.getByRole('button', { name: 'Começar meus 15 dias grátis' }).click();
    await expect(page.getByText('Pedido recebido!')).toBeVisible();
    const second = await storedToken(page);
    expect(second).not.toBe(first);
    expect(bearers).toEqual([`Bearer ${first}`, `Bearer ${second}`]);
  });

  test.describe('in English on a phone', () => {
    test.use({ locale: 'en-US', viewport: VIEWPORTS.phone });

    test('a plan button: the plan kept, the expiry said on /login, its checkout started after the login', async ({ page, context }) => {
      const bearers = await refuseOnce(context, /\/api\/payments\/plan-preference(\?|$)/);
      await page.goto('/login');
      await expectScreen(page);
      await logIn(page, 'en-US');
      await expect(page).toHaveURL(onPath('/agency'));
      const first = await storedToken(page);

      await page.goto('/plans');
      await expectScreen(page);
      await page.getByRole('button', { name: 'Subscribe to the Start plan' }).click();

      await expect(page).toHaveURL(onPath('/login'));
      await expect(page.getByRole('main').getByText(COPY['en-US'].expired)).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('pendingPlan'))).toBe('start');
      expect(bearers).toEqual([`Bearer ${first}`]);

      await logIn(page, 'en-US');
      // The after-login steps take the kept plan up again: its checkout is asked for with the new session.
      await expect.poll(() => bearers.length).toBe(2);
      expect(bearers[1]).toMatch(/^Bearer .+/);
      expect(bearers[1]).not.toBe(bearers[0]);
    });
  });
});
