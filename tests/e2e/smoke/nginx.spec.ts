import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { prerenderedRoutes, routeTable } from '../../../src/app/route-table';
import { SMOKE_ENV, SMOKE_OUT_DIR } from '../env';

/**
 * The production build as visitors get it: served by deploy/nginx.conf through
 * Debian's nginx (deploy/nginx-local.sh), with its generated headers and strict
 * CSP, and a same-origin API behind nginx's /api/ proxy. Every test fails on a
 * CSP violation, a missing header or a deep link that does not get the app.
 */

const PUBLIC_URLS = routeTable
  .filter((route) => route.access === 'public' && !route.demoOnly)
  .map((route) => (route.path === '/blog/:slug' ? '/blog/como-criar-bot-vendas-ia' : route.path === '/bot-creation' ? '/bot-creation?bot=discord_bot' : route.path));

/**
 * The public routes the browser draws from the app shell (no prerendered document): every prerendered page and
 * article is walked, CSP included, by stored-state.spec.ts.
 */
const PRERENDERED = new Set(prerenderedRoutes().map((route) => route.path));
const SHELL_URLS = PUBLIC_URLS.filter((url) => !PRERENDERED.has(url.split('?')[0]!) && !url.startsWith('/blog/'));

const REQUIRED_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /script-src 'self'/,
  'strict-transport-security': /max-age=\d{8}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': /^DENY$/,
};

/** A stand-in for Mercado Pago's SDK: enough of window.MercadoPago for sdk-react to render a Brick. */
const FAKE_MERCADO_PAGO_SDK = `
window.MercadoPago = class {
  bricks() {
    return {
      create: async (name, containerId, settings) => {
        document.getElementById(containerId).textContent = 'Formulário do Mercado Pago (simulado)';
        settings.callbacks && settings.callbacks.onReady && settings.callbacks.onReady();
        return { unmount() {} };
      },
    };
  }
};`;

interface Watched {
  violations: () => Promise<string[]>;
  errors: string[];
  external: string[];
}

/** Records CSP violations (the event and the console report), page errors and third-party requests (answered locally). */
async function watch(context: BrowserContext, page: Page): Promise<Watched> {
  const errors: string[] = [];
  const external: string[] = [];
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = route.request().url();
      external.push(url);
      if (url.startsWith('https://sdk.mercadopago.com/js/v2')) return route.fulfill({ contentType: 'application/javascript', body: FAKE_MERCADO_PAGO_SDK });
      if (/googletagmanager\.com\/gtag\/js|connect\.facebook\.net\/.*fbevents\.js/.test(url)) return route.fulfill({ contentType: 'application/javascript', body: '' });
      if (route.request().resourceType() === 'document') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>external</title>' });
      return route.fulfill({ status: 204, body: '' });
    },
  );
  return {
    errors,
    external,
    violations: () => page.evaluate(() => [...((window as unknown as { __csp?: string[] }).__csp ?? [])]),
  };
}

async function expectClean(watched: Watched) {
  expect(await watched.violations(), 'CSP violations').toEqual([]);
  expect(watched.errors, 'page errors and CSP reports').toEqual([]);
}

test.describe('the production build behind deploy/nginx.conf', () => {
  test('serves every public route, each with its security headers and revalidated HTML', async ({ request }) => {
    for (const url of PUBLIC_URLS) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toContain('<div id="root">');
      const headers = response.headers();
      for (const [name, value] of Object.entries(REQUIRED_HEADERS)) expect(headers[name], `${name} on ${url}`).toMatch(value);
      expect(headers['cache-control'], url).toBe('no-cache');
    }
  });

  test('answers 404 for a path the app does not route, and 200 for every path it does, private and parameterised ones too', async ({ request }) => {
    const routed = ['/client-area', '/client', '/automation', '/client/receipt/5001', '/plans/', '/PLANS', '/payments/pendente?payment_id=1'];
    for (const url of routed) expect((await request.get(url)).status(), url).toBe(200);
    // The demo backend's service workers ship only in demo builds.
    for (const url of ['/precos-antigos', '/blog/artigo-que-nao-existe', '/client/receipt', '/plans/extra', '/demo/checkout', '/demo-worker.js', '/mockServiceWorker.js']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      // The body is the app, which says the page was not found; the headers are the site's.
      expect(await response.text(), url).toContain('<div id="root">');
      for (const [name, value] of Object.entries(REQUIRED_HEADERS)) expect(response.headers()[name], `${name} on ${url}`).toMatch(value);
    }
  });

  for (const [locale, notice] of [
    ['pt-BR', 'Não encontramos a página que você procurou'],
    ['en-US', "We couldn't find the page you were looking for"],
  ] as const) {
    test(`a visitor on an unknown path gets the 404 and, in ${locale}, the app's not-found notice on the home page`, async ({ browser }) => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const watched = await watch(context, page);
      const response = await page.goto('/pagina-antiga?utm_source=x');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
      await expectClean(watched);
      await context.close();
    });
  }

  test('allows the configured API and third parties in its CSP, and nothing inline', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive('script-src')).toContain('https://sdk.mercadopago.com');
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('script-src')).toContain('https://connect.facebook.net');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('connect-src')).toMatch(/^connect-src 'self'/);
  });

  test('caches hashed assets for a year, compresses them, and hides build metadata', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The entry script, as the page's start data names it (src/startup/start-data.ts).
    const script = /"entry":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-type']).toMatch(/javascript/);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    for (const hidden of ['/.vite/manifest.json', '/.deploy/security-headers.conf', '/.deploy/app-paths.conf', '/_headers', '/_redirects']) {
      expect((await request.get(hidden)).status(), hidden).toBe(404);
    }
    // The snippet nginx includes is the one the build wrote.
    const snippet = readFileSync(`${SMOKE_OUT_DIR}/.deploy/security-headers.conf`, 'utf8');
    expect(snippet).toContain((await request.get('/')).headers()['content-security-policy']);
  });

  test('renders the public routes drawn from the app shell with no CSP violation', async ({ context, page }) => {
    const watched = await watch(context, page);
    expect(SHELL_URLS.length).toBeGreaterThan(0);
    for (const url of SHELL_URLS) {
      await page.goto(url);
      await expect(page.locator('main h1').first(), url).toBeVisible();
      await expectClean(watched);
    }
  });

  test('gets the app on a deep link and on a reload of a client route', async ({ context, page }) => {
    const watched = await watch(context, page);
    await page.goto('/client-area');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('main h1')).toBeVisible();
    await page.goto('/blog/como-criar-bot-vendas-ia');
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await page.goto('/automation?bot=discord');
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectClean(watched);
  });

  test('logs in through the proxied API, reaches the payment step and shows the Payment Brick', async ({ context, page }) => {
    test.slow();
    const watched = await watch(context, page);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('demo@iagencia.com.br');
    await page.getByLabel(/^Senha/).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/agency');

    // The order form loads as the visitor scrolls down to it.
    await page.locator('#solicitar-servico').scrollIntoViewIfNeeded();
    await page.getByRole('tab', { name: 'Textos' }).click();
    await page.getByRole('button', { name: /Descrição de Produto/ }).click();
    await page.getByRole('textbox', { name: /^Nome da empresa/ }).fill('Café Serra Alta');
    await page.getByRole('textbox', { name: /^Público-alvo/ }).fill('Quem ama café especial');
    await page.getByRole('textbox', { name: /^Tom de voz/ }).fill('Acolhedor');
    await page.getByRole('textbox', { name: /^Produto ou serviço/ }).fill('Café torrado em grãos, 250 g');
    await page.getByRole('textbox', { name: /^Objetivo/ }).fill('Vender pela loja online');
    await page.getByRole('button', { name: 'Continuar para o resumo' }).click();
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(page.getByText('Formulário do Mercado Pago (simulado)')).toBeVisible();
    expect(watched.external.some((url) => url.startsWith('https://sdk.mercadopago.com/js/v2'))).toBe(true);
    await expectClean(watched);
  });

  test('loads Google Analytics and the Meta pixel after consent, within the CSP', async ({ context, page }) => {
    const watched = await watch(context, page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceitar cookies' }).click();
    await expect.poll(() => watched.external.some((url) => url.startsWith(`https://www.googletagmanager.com/gtag/js?id=${SMOKE_ENV.VITE_GA_ID}`))).toBe(true);
    await expect.poll(() => watched.external.some((url) => url.includes('connect.facebook.net'))).toBe(true);
    await expectClean(watched);
  });

  test('blocks what the policy does not allow (the checks above can fail)', async ({ context, page }) => {
    const watched = await watch(context, page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => watched.violations()).toContainEqual(expect.stringMatching(/^script-src-elem inline$/));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
