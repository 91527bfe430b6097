import type { BrowserContext, Page, Request } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectNoHorizontalOverflow, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';

/**
 * An order's result is its owner's (docs/product/services.md#whose-order), and a pending order has a way
 * on (docs/product/payments.md#orders-waiting-on-their-payment). The demo backend answers
 * GET /ia/history/payment/{id} to anyone, as the real API does: the site is what must check.
 * Payment 5001 is a seeded text order of demo@iagencia.com.br (user 1).
 */
const PAYMENT_ID = '5001';
const PROCESSING = `/agency?payment=processing&payment_id=${PAYMENT_ID}`;
/** From the order's result, and from its prompt. */
const SECRETS = ['torra média', 'Café Serra Alta'];

const COPY = {
  'pt-BR': {
    email: 'E-mail',
    password: /^Senha/,
    submit: 'Entrar',
    loginNote: 'Entre para ver o seu pedido. O resultado só aparece para a conta que pagou por ele.',
    done: 'Seu conteúdo está pronto',
    refused: 'Este pedido não está na sua conta',
    refusedText: 'O resultado de um pedido só aparece para a conta que pagou por ele.',
    signedInAs: `Você está conectado como ${DEMO_ACCOUNTS.pro}.`,
    myOrders: 'Ver meus pedidos',
    newOrder: 'Fazer um pedido',
    lookupFailed: 'Erro ao buscar histórico do serviço.',
    followPayment: 'Acompanhar o pagamento',
    pendingTitle: 'Pagamento em análise',
  },
  'en-US': {
    email: 'Email',
    password: /^Password/,
    submit: 'Log in',
    loginNote: 'Log in to see your order. Its result is shown only to the account that paid for it.',
    done: 'Your content is ready',
    refused: "This order isn't on your account",
    refusedText: "An order's result is shown only to the account that paid for it.",
    signedInAs: `You're logged in as ${DEMO_ACCOUNTS.pro}.`,
    myOrders: 'See my orders',
    newOrder: 'Order a service',
    lookupFailed: 'Error fetching service history.',
    followPayment: 'Follow the payment',
    pendingTitle: 'Payment under review',
  },
} as const;

type Language = keyof typeof COPY;
const LANGUAGES = Object.keys(COPY) as Language[];

/** Every lookup of an order by its payment, as the browser sent it. */
function orderLookups(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/^\/ia\/history\/payment\//.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** Every request that would start a generation. */
function generations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && /^\/ia\/(texto|imagem|audio)$/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

/**
 * Records, in the page itself, whether any of `secrets` was ever in the document, however briefly
 * (a MutationObserver from the first byte): "never visible" rather than "not visible now".
 */
async function watchForSecrets(context: BrowserContext, secrets: readonly string[]) {
  await context.addInitScript((words) => {
    const win = window as unknown as { __secretSeen?: string };
    const check = () => {
      const text = document.documentElement?.textContent ?? '';
      const found = words.find((word) => text.includes(word));
      if (found) win.__secretSeen = found;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, secrets);
}
const secretSeen = (page: Page) => page.evaluate(() => (window as unknown as { __secretSeen?: string }).__secretSeen ?? null);

/**
 * Adds rows to the demo backend's saved state (the API's database) before the app first starts in this
 * tab, once: editing it while the app runs would race the demo's own saves (it draws the seeded images on
 * the first history read, and saves its copy of the history over ours).
 */
async function addToDemoBackend(page: Page, rows: { history?: unknown[]; payments?: unknown[] }) {
  await page.addInitScript((added) => {
    if (!/^https?:$/.test(window.location.protocol) || window.sessionStorage.getItem('__e2e_rows_added')) return;
    const saved = window.localStorage.getItem('demoBackend');
    if (!saved) return;
    const state = JSON.parse(saved) as { history: unknown[]; payments: unknown[] };
    state.history.push(...(added.history ?? []));
    state.payments.push(...(added.payments ?? []));
    window.localStorage.setItem('demoBackend', JSON.stringify(state));
    window.sessionStorage.setItem('__e2e_rows_added', '1');
  }, rows);
}

/** A paid text order of user 1 whose generation has not started (the owner's view would start it). */
const UNSTARTED = {
  id: 9801,
  created_at: new Date().toISOString(),
  service_name: 'Descrição de Produto',
  service_type: 'text',
  prompt: 'Serviço: Descrição de Produto\nEmpresa: Café Serra Alta\nIdioma da resposta: português do Brasil',
  result: null,
  result_bin: null,
  payment_id: '70009801',
  user_id: 1,
  system_context: 'Você é um redator.',
  max_tokens: 2048,
  payment_status: 'approved',
  payment_amount: 50,
};

for (const language of LANGUAGES) {
  const copy = COPY[language];

  test.describe(`an order's result, logged out (${language})`, () => {
    test.use({ locale: language });

    test('asks to log in, shows nothing of the order, and brings the owner back to the same view with the result', async ({ page, context }) => {
      test.slow();
      await watchForSecrets(context, SECRETS);
      const lookups = orderLookups(page);
      await page.goto(PROCESSING);
      await expect(page).toHaveURL(onPath('/login'));
      await expectScreen(page);
      await expect(page.getByText(copy.loginNote)).toBeVisible();
      expect(lookups).toHaveLength(0);
      expect(await secretSeen(page)).toBeNull();

      await page.getByLabel(copy.email).fill(DEMO_ACCOUNTS.demo);
      await page.getByLabel(copy.password).fill(DEMO_PASSWORD);
      await page.locator('main form').getByRole('button', { name: copy.submit, exact: true }).click();

      await expect(page).toHaveURL(onPath('/agency', { payment: 'processing', payment_id: PAYMENT_ID }));
      await expect(page.getByRole('heading', { name: copy.done })).toBeVisible();
      await expect(page.locator('.wizard-result-text')).toContainText('torra média');
      // The lookup carries the customer's token, every time.
      await expect.poll(() => lookups.length).toBeGreaterThan(0);
      for (const request of lookups) expect(await request.headerValue('authorization')).toMatch(/^Bearer \S+$/);
    });
  });

  test.describe(`another account's order (${language})`, () => {
    test.use({ locale: language, account: 'pro' });

    test('is refused in words, its content never in the page, and its generation never started', async ({ page, context }) => {
      test.slow();
      await watchForSecrets(context, SECRETS);
      const started = generations(page);
      const lookups = orderLookups(page);
      // A paid order of the other account still waiting for its generation: this visit must not start it.
      await addToDemoBackend(page, { history: [UNSTARTED] });
      await page.goto(PROCESSING);
      await expectScreen(page);
      await expect(page.getByRole('heading', { name: copy.refused })).toBeVisible();
      const alert = page.getByRole('alert').filter({ hasText: copy.refusedText });
      await expect(alert).toContainText(copy.signedInAs);
      await expect(page.getByRole('link', { name: copy.myOrders })).toHaveAttribute('href', '/client-area');
      expect(await request(lookups, 0).headerValue('authorization')).toMatch(/^Bearer \S+$/);
      expect(await secretSeen(page)).toBeNull();

      await page.goto(`/agency?payment=processing&payment_id=${UNSTARTED.payment_id}`);
      await expectScreen(page);
      await expect(page.getByRole('heading', { name: copy.refused })).toBeVisible();
      await expect.poll(() => lookups.filter((lookup) => lookup.url().endsWith(UNSTARTED.payment_id)).length).toBeGreaterThan(0);
      expect(await page.evaluate(() => localStorage.getItem('generationTriggered'))).toBeNull();
      expect(started).toEqual([]);
      expect(await secretSeen(page)).toBeNull();

      // A way on: the order form, in this view's place.
      await page.getByRole('button', { name: copy.newOrder }).click();
      await expect(page).toHaveURL(onPath('/agency', { payment: null }));
      await expect(page.getByRole('tablist')).toBeVisible();
      if (language === 'pt-BR') await expectAxeClean(page, 'the order form after a refused order');
    });
  });
}

test.describe("the owner's order on a phone", () => {
  test.use({ account: 'demo', viewport: VIEWPORTS.phone });

  test('shows the result, asked with the bearer token, and fits the screen', async ({ page }) => {
    const lookups = orderLookups(page);
    await page.goto(PROCESSING);
    await expectScreen(page);
    await expect(page.getByRole('heading', { name: COPY['pt-BR'].done })).toBeVisible();
    await expect(page.locator('.wizard-result-text')).toContainText('torra média');
    expect(await request(lookups, 0).headerValue('authorization')).toMatch(/^Bearer \S+$/);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('the order lookup failing', () => {
  // The demo backend is kept from starting; the profile answers, the lookup fails, everything else too.
  test.use({ serviceWorkers: 'block', seededStorage: { token: 'a-token-only-this-test-knows' } });

  for (const language of LANGUAGES) {
    test(`says so in the visitor's language and keeps the page (${language})`, async ({ page, context, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      await context.route(
        () => true,
        async (route) => {
          const url = new URL(route.request().url());
          if (url.origin !== origin) return route.abort('blockedbyclient');
          if (route.request().resourceType() === 'document' || /\.(js|css|svg|png|json|txt|xml|woff2?)$/.test(url.pathname)) return route.continue();
          if (url.pathname === '/me') return route.fulfill({ json: { id: 1, email: DEMO_ACCOUNTS.demo } });
          return route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } });
        },
      );
      await page.goto(`${PROCESSING}&lng=${language}`);
      await expectScreen(page);
      await expect(page.getByRole('alert').filter({ hasText: COPY[language].lookupFailed })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: language === 'pt-BR' ? 'Peça seu conteúdo feito por IA' : 'Order AI-made content' })).toBeVisible();
    });
  }
});

/** A pending Pix order of user 1, and its payment as Mercado Pago holds it. */
const PENDING_PAYMENT = '70009901';
const PENDING_ROWS = {
  history: [{ ...UNSTARTED, id: 9901, payment_id: PENDING_PAYMENT, payment_status: 'pending', created_at: new Date().toISOString() }],
  payments: [
    { id: PENDING_PAYMENT, preference_id: 'demo-pref-9901', status: 'pending', status_detail: 'pending_waiting_payment', amount: 50, user_id: 1, created_at: new Date().toISOString() },
  ],
};

for (const language of LANGUAGES) {
  test.describe(`a pending order in the client area, on a phone (${language})`, () => {
    test.use({ locale: language, account: 'demo', viewport: VIEWPORTS.phone });

    test("its row links the payment's status page, which shows the payment", async ({ page }) => {
      await addToDemoBackend(page, PENDING_ROWS);
      await page.goto('/client-area');
      await expectScreen(page);
      const follow = page.getByRole('link', { name: new RegExp(`^${COPY[language].followPayment} `) });
      await expect(follow).toHaveCount(1);
      await expect(follow).toHaveText(COPY[language].followPayment);
      await expect(follow).toHaveAttribute('href', `/payment-pending?payment_id=${PENDING_PAYMENT}`);
      await follow.scrollIntoViewIfNeeded();
      await expect(follow).toBeVisible();
      await expectNoHorizontalOverflow(page, 'client area with a pending order');
      if (language === 'pt-BR') await expectAxeClean(page, 'client area with a pending order');

      await follow.click();
      await expect(page).toHaveURL(onPath('/payment-pending', { payment_id: PENDING_PAYMENT }));
      await expect(page.getByRole('heading', { level: 1, name: COPY[language].pendingTitle })).toBeVisible();
      await expectNoHorizontalOverflow(page, 'the pending page');
    });
  });
}

function request(seen: Request[], index: number): Request {
  const found = seen[index];
  if (!found) throw new Error(`no request #${index} recorded`);
  return found;
}
