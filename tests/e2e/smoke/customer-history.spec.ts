import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../src/config/demo-accounts';
import { historyOf, type HistoryOrder } from '../../fixtures/history-orders.mjs';
import { expectAxeClean } from '../utils/axe';
import { expect, expectNoHorizontalOverflow, onPath, test, VIEWPORTS } from '../utils/fixtures';

/**
 * A customer who ordered every week for a year (240 orders, results inline as the API sends them), in the production
 * build behind nginx: the history is read by the history worker, shown ten rows a page, its results fetched when they
 * are shown, and saved in the browser until the session ends (docs/state-and-data.md#the-history). The mock API
 * logs the demo accounts in; their histories are answered here.
 */
const ORDERS = 240;
/** Files long enough to be cut out of their order while it downloads, small enough for a quick test. */
const SIZE = { imageSide: 96, audioBytes: 24 * 1024 };
const ACCOUNTS = { demo: { ...DEMO_ACCOUNTS.payPerService, id: 1 }, pro: { ...DEMO_ACCOUNTS.proPlan, id: 2 } } as const;
const HISTORY = /\/api\/ia\/history\/\d+$/;

const COPY = {
  'pt-BR': {
    title: 'Histórico de Serviços',
    page: (n: number, of: number) => `Página ${n} de ${of}`,
    next: 'Próxima',
    view: 'Ver imagem',
    close: 'Fechar',
    export: `Exportar CSV (${ORDERS} pedidos)`,
    separator: ';',
    binary: 'Arquivo (baixe na Área do Cliente)',
    reuse: /^Reutilizar o pedido de Copy de Landing Page/,
    receipt: /^Recibo do pagamento de/,
    receiptTitle: 'Recibo de pagamento',
    saved: /^Mostrando o histórico salvo neste navegador em/,
    refreshFailed: /^Não conseguimos atualizar o histórico agora/,
    retry: 'Tentar novamente',
    error: 'Erro ao carregar dados do cliente. Faça login novamente.',
    unreadable: 'Não conseguimos ler este arquivo. Fale com o suporte para recebê-lo de novo.',
    logout: 'Sair',
  },
  'en-US': {
    title: 'Service History',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    next: 'Next',
    view: 'View image',
    close: 'Close',
    export: `Export CSV (${ORDERS} orders)`,
    separator: ',',
    binary: 'File (download it in the Client Area)',
    reuse: /^Reuse the Landing Page Copy order/,
    receipt: /^Receipt for the/,
    receiptTitle: 'Payment receipt',
    saved: /^Showing the history saved in this browser on/,
    refreshFailed: /^We couldn't update your history right now/,
    retry: 'Try again',
    error: 'Error loading your account data. Please sign in again.',
    unreadable: "We couldn't read this file. Contact support to get it again.",
    logout: 'Log out',
  },
} as const;

/** A session of the mock API for this account, stored as the login screen keeps it, before the app starts. */
async function logIn(context: BrowserContext, page: Page, account: keyof typeof ACCOUNTS): Promise<string> {
  const { email, password } = ACCOUNTS[account];
  const response = await page.request.post('/api/token', { form: { username: email, password } });
  expect(response.ok(), `login as ${email}`).toBe(true);
  const token = ((await response.json()) as { access_token: string }).access_token;
  await context.addInitScript(
    ([key, value]) => {
      // Once per tab (the app may end the session afterwards), and only in the app's documents (not about:blank).
      if (location.protocol !== 'http:' || sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem(key, value);
    },
    ['token', token] as const,
  );
  return token;
}

/** Answers each account's GET /ia/history/{userId} with its orders; `hold` keeps the answer back until released. */
function serveHistories(context: BrowserContext, histories: Record<number, HistoryOrder[]>) {
  let hold: Promise<void> | null = null;
  let answer: 'orders' | 500 | 401 = 'orders';
  const asked: string[] = [];
  void context.route(HISTORY, async (route: Route) => {
    const userId = Number(new URL(route.request().url()).pathname.split('/').pop());
    asked.push(route.request().headers().authorization ?? '');
    if (hold) await hold;
    if (answer !== 'orders') return route.fulfill({ status: answer, json: { detail: answer === 401 ? 'Token expirado' : 'Erro interno' } });
    return route.fulfill({ json: histories[userId] ?? [] });
  });
  return {
    asked,
    answer: (next: typeof answer) => (answer = next),
    /** Keeps the next answers back; returns the release. */
    hold() {
      let release = () => undefined as void;
      hold = new Promise((done) => (release = done));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const rows = (page: Page) => page.getByRole('region', { name: /Histórico de Serviços|Service History/ }).locator('tbody tr');

/** The first page of the history as this browser keeps it for the next visit's shell (JSON), or null. */
const savedFirstPage = (page: Page) => page.evaluate(() => localStorage.getItem('historyPreview'));

/** When the page's requests for the profile started, against its first contentful paint: [before, after] it. */
const profileAskedAroundPaint = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const asked = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/api/me');
    return [asked.filter((entry) => entry.startTime < paint).length, asked.filter((entry) => entry.startTime >= paint).length];
  });

/** The names of the history databases this origin has. */
const savedDatabases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name).filter((name) => name === 'history'));

/** What the saved history holds: its account and number of rows, and how many entries in all (opened only if it exists). */
const savedHistory = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'history')) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('history');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('entries')) return null;
      const store = db.transaction('entries').objectStore('entries');
      const read = <T,>(request: IDBRequest<T>) => new Promise<T>((resolve) => (request.onsuccess = () => resolve(request.result)));
      const rows = (await read(store.get('rows'))) as { userId: string; rows: unknown[] } | undefined;
      return { account: rows?.userId ?? null, rows: rows?.rows.length ?? 0, entries: await read(store.count()) };
    } finally {
      db.close();
    }
  });

for (const [language, viewport] of [
  ['pt-BR', VIEWPORTS.desktop],
  ['en-US', VIEWPORTS.phone],
] as const) {
  const copy = COPY[language];
  test.describe(`a year of orders in the client area (${language}, ${viewport.width}×${viewport.height})`, () => {
    test.use({ locale: language, viewport });

    test('pages ten rows at a time, exports every row, shows an image, plays an audio and opens a receipt', async ({ context, page }) => {
      test.slow();
      const orders = historyOf(ORDERS, { userId: ACCOUNTS.demo.id, size: SIZE });
      serveHistories(context, { [ACCOUNTS.demo.id]: orders });
      await logIn(context, page, 'demo');
      await page.goto('/client-area');
      await expect(page.getByRole('heading', { name: copy.title })).toBeVisible();
      await expect(rows(page)).toHaveCount(10);
      await expect(page.getByText(copy.page(1, 24), { exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAxeClean(page, 'client area with 240 orders');

      // Next page: rows 11-20, the newest of them the 11th order.
      await page.getByRole('button', { name: copy.next }).click();
      await expect(page.getByText(copy.page(2, 24), { exact: true })).toBeVisible();
      await expect(rows(page)).toHaveCount(10);

      // An image, decoded when it is opened, shown from an object URL.
      await page.getByRole('button', { name: copy.view }).first().click();
      const dialog = page.getByRole('dialog');
      const image = dialog.getByRole('img');
      await expect(image).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(SIZE.imageSide);
      const loads = (url: string | null) =>
        page.evaluate(
          (src) =>
            new Promise<string>((resolve) => {
              const probe = new Image();
              probe.onload = () => resolve('loads');
              probe.onerror = () => resolve('revoked');
              probe.src = src ?? '';
            }),
          url,
        );
      const shown = await image.getAttribute('src');
      expect(await loads(shown)).toBe('loads');
      await dialog.getByRole('button', { name: copy.close }).click();
      // Gone with the viewer: its URL no longer loads (while it was open, it did).
      await expect.poll(() => loads(shown)).toBe('revoked');

      // An audio on this page plays from its own object URL.
      const player = page.locator('audio').first();
      await expect(player).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState)).toBeGreaterThanOrEqual(1);
      await player.evaluate((audio: HTMLAudioElement) => {
        audio.muted = true;
        return audio.play();
      });
      await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);

      // The CSV: every order, written in the visitor's language.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: copy.export }).click();
      const csv = (await readFile(await (await downloading).path(), 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.split('\r\n');
      expect(lines).toHaveLength(ORDERS + 1);
      expect(lines[0]!.split(copy.separator).length).toBeGreaterThanOrEqual(8);
      expect(lines.filter((line) => line.includes(copy.binary))).toHaveLength(orders.filter((order) => order.result_bin).length);
      expect(lines.filter((line) => line.includes('Apresente o produto com clareza'))).toHaveLength(orders.filter((order) => order.service_type === 'text').length);

      // A paid order's receipt.
      await page.getByRole('link', { name: copy.receipt }).first().click();
      await expect(page).toHaveURL(/\/client\/receipt\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: copy.receiptTitle })).toBeVisible();
      await expect(page.locator('.receipt')).toContainText('50');
    });

    test('a new tab draws the first page the last visit showed before any of the app has run, and asks the API only after that paint', async ({ context, page }) => {
      serveHistories(context, { [ACCOUNTS.demo.id]: historyOf(24, { userId: ACCOUNTS.demo.id, size: SIZE }) });
      await logIn(context, page, 'demo');
      await page.goto('/client-area');
      await expect(rows(page)).toHaveCount(10);
      const firstRow = await rows(page).first().innerText();
      await expect.poll(() => savedFirstPage(page)).not.toBeNull();
      // Nothing to draw yet: the profile was asked for as the document arrived, before the first paint.
      expect((await profileAskedAroundPaint(page))[0]).toBeGreaterThan(0);

      // The app's entry never arrives: what shows is the document and its page script alone.
      const again = await context.newPage();
      await again.route(/\/assets\/index-[^/]+\.js$/, () => undefined);
      await again.goto('/client-area', { waitUntil: 'domcontentloaded' });
      await expect(rows(again)).toHaveCount(10);
      expect(await rows(again).first().innerText()).toBe(firstRow);
      await expect(again.getByText(copy.page(1, 3), { exact: true })).toBeVisible();
      expect(await again.evaluate(() => document.documentElement.getAttribute('data-render'))).toBe('hydrate');
      // The paint waits for nothing of the app's: its requests leave in the frame after it.
      await expect.poll(() => profileAskedAroundPaint(again)).toEqual([0, 1]);
      await expectNoHorizontalOverflow(again);
      await again.close();
    });

    test('a receipt in a new tab asks for the profile and the history while React DOM still downloads, each once', async ({ context, page }) => {
      const orders = historyOf(24, { userId: ACCOUNTS.demo.id, size: SIZE });
      const histories = serveHistories(context, { [ACCOUNTS.demo.id]: orders });
      await logIn(context, page, 'demo');
      const profileAsked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/me') profileAsked.push(request.url());
      });
      // React DOM held back: nothing of the page renders, so no screen can have asked for anything.
      let releaseReactDom = () => undefined as void;
      const reactDomHeld = new Promise<void>((done) => (releaseReactDom = done));
      await page.route(/\/assets\/react-dom-[^/]+\.js$/, async (route) => {
        await reactDomHeld;
        await route.continue();
      });
      await page.goto(`/client/receipt/${orders[0]!.payment_id}`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => histories.asked.length).toBe(1);
      expect(profileAsked).toHaveLength(1);
      await expect(page.locator('.receipt')).toHaveCount(0);
      releaseReactDom();
      await expect(page.getByRole('heading', { level: 1, name: copy.receiptTitle })).toBeVisible();
      await expect(page.locator('.receipt')).toContainText('50');
      // The screens took those answers: nothing was asked again.
      expect(profileAsked).toHaveLength(1);
      expect(histories.asked).toHaveLength(1);
      await expectNoHorizontalOverflow(page);
    });

    test('the order form downloads before the page has rendered, when the page opens on it', async ({ context, page }) => {
      await logIn(context, page, 'demo');
      const orderForm: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/requester-body-[^/]+\.js$/.test(request.url())) orderForm.push(request.url());
      });
      // The translations held back: the page cannot hydrate, so the requester cannot have asked for its form.
      let releaseTranslations = () => undefined as void;
      const translationsHeld = new Promise<void>((done) => (releaseTranslations = done));
      await page.route(/\/assets\/locales-[^/]+\/[^/]+\/[^/]+\.json$/, async (route) => {
        await translationsHeld;
        await route.continue();
      });
      await page.goto('/agency#solicitar-servico', { waitUntil: 'domcontentloaded' });
      await expect.poll(() => orderForm.length).toBe(1);
      await expect(page.locator('#solicitar-servico [role="tab"]')).toHaveCount(0);
      releaseTranslations();
      await expect(page.locator('#solicitar-servico [role="tab"]').first()).toBeVisible();
      expect(orderForm).toHaveLength(1);
    });

    test('reuses an order of the year in the order form', async ({ context, page }) => {
      serveHistories(context, { [ACCOUNTS.demo.id]: historyOf(ORDERS, { userId: ACCOUNTS.demo.id, size: SIZE }) });
      await logIn(context, page, 'demo');
      await page.goto('/client-area');
      await expect(rows(page)).toHaveCount(10);
      await page.getByRole('button', { name: copy.reuse }).first().click();
      await expect(page).toHaveURL(onPath('/agency'));
      expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('serviceForm') ?? 'null'))).toMatchObject({ service_name: 'Copy de Landing Page', service_type: 'text' });
    });
  });
}

test.describe('the history saved in this browser', () => {
  const copy = COPY['pt-BR'];

  test('a new tab shows it at once and refreshes it behind; a refresh that fails keeps it and says so', async ({ context, page }) => {
    test.slow();
    const orders = historyOf(ORDERS, { userId: ACCOUNTS.demo.id, size: SIZE });
    const api = serveHistories(context, { [ACCOUNTS.demo.id]: orders });
    await logIn(context, page, 'demo');
    await page.goto('/client-area');
    await expect(rows(page)).toHaveCount(10);
    await expect.poll(() => savedDatabases(page)).toEqual(['history']);
    // Saved once every file has been read: the rows and their results.
    await expect.poll(async () => (await savedHistory(page))?.entries ?? 0).toBe(ORDERS + 1);

    // A new tab while the API takes its time: the saved rows, said to be the saved ones.
    const release = api.hold();
    const again = await context.newPage();
    await again.goto('/client-area');
    await expect(rows(again)).toHaveCount(10);
    await expect(again.getByText(copy.saved)).toBeVisible();
    await expect(again.getByText(copy.page(1, 24), { exact: true })).toBeVisible();
    release();
    await expect(again.getByText(copy.saved)).toBeHidden();

    // Another tab whose refresh fails: the saved rows stay, with the reason and a retry.
    api.answer(500);
    const failing = await context.newPage();
    await failing.goto('/client-area');
    await expect(rows(failing)).toHaveCount(10);
    await expect(failing.getByRole('alert').filter({ hasText: copy.refreshFailed })).toBeVisible();
    api.answer('orders');
    await failing.getByRole('alert').getByRole('button', { name: copy.retry }).click();
    await expect(failing.getByRole('alert').filter({ hasText: copy.refreshFailed })).toBeHidden();
    await expect(rows(failing)).toHaveCount(10);
  });

  test('is deleted at logout', async ({ context, page }) => {
    serveHistories(context, { [ACCOUNTS.demo.id]: historyOf(24, { userId: ACCOUNTS.demo.id, size: SIZE }) });
    await logIn(context, page, 'demo');
    await page.goto('/client-area');
    await expect(rows(page)).toHaveCount(10);
    await expect.poll(() => savedDatabases(page)).toEqual(['history']);
    expect(await page.evaluate(() => localStorage.getItem('account'))).toBe(String(ACCOUNTS.demo.id));
    await expect.poll(() => savedFirstPage(page)).not.toBeNull();
    await page.getByRole('button', { name: copy.logout }).first().click();
    await expect.poll(() => savedDatabases(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('account'))).toBeNull();
    expect(await savedFirstPage(page)).toBeNull();
  });

  test('is deleted when the API refuses the session (401)', async ({ context, page }) => {
    const api = serveHistories(context, { [ACCOUNTS.demo.id]: historyOf(24, { userId: ACCOUNTS.demo.id, size: SIZE }) });
    await logIn(context, page, 'demo');
    await page.goto('/client-area');
    await expect(rows(page)).toHaveCount(10);
    await expect.poll(() => savedDatabases(page)).toEqual(['history']);
    await expect.poll(() => savedFirstPage(page)).not.toBeNull();
    api.answer(401);
    const expired = await context.newPage();
    await expired.goto('/client-area');
    await expect(expired).toHaveURL(onPath('/login'));
    await expect.poll(() => savedDatabases(expired)).toEqual([]);
    expect(await expired.evaluate(() => localStorage.getItem('account'))).toBeNull();
    expect(await savedFirstPage(expired)).toBeNull();
  });

  test('is never shown to another account that logs in on this browser, and is deleted for it', async ({ context, page }) => {
    // Marked as the demo account's own: a service and a prompt the pro account's orders never have.
    const demoOrders = historyOf(24, { userId: ACCOUNTS.demo.id, size: SIZE }).map((order) => ({ ...order, service_name: 'Vinheta de podcast', prompt: 'Segredo da conta demo' }));
    const proOrders = historyOf(3, { userId: ACCOUNTS.pro.id, size: SIZE });
    serveHistories(context, { [ACCOUNTS.demo.id]: demoOrders, [ACCOUNTS.pro.id]: proOrders });
    await logIn(context, page, 'demo');
    await page.goto('/client-area');
    await expect(rows(page)).toHaveCount(10);
    await expect.poll(() => savedDatabases(page)).toEqual(['history']);
    await expect.poll(() => savedFirstPage(page)).toContain('Vinheta de podcast');

    // Another account's token in this browser (a login in another tab), without a logout here.
    const { email, password } = ACCOUNTS.pro;
    const response = await page.request.post('/api/token', { form: { username: email, password } });
    const proToken = ((await response.json()) as { access_token: string }).access_token;
    const other = await context.newPage();
    await other.addInitScript((token) => {
      if (location.protocol === 'http:') localStorage.setItem('token', token);
    }, proToken);
    // Whatever the page shows from its first byte, the demo account's orders never appear in it.
    await other.addInitScript(() => {
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        if (/Segredo da conta demo|Vinheta de podcast|Podcast intro/.test(text)) (window as unknown as { leaked: boolean }).leaked = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await other.goto('/client-area');
    await expect(rows(other)).toHaveCount(3);
    expect(await other.evaluate(() => (window as unknown as { leaked?: boolean }).leaked ?? false)).toBe(false);
    expect(await other.evaluate(() => localStorage.getItem('account'))).toBe(String(ACCOUNTS.pro.id));
    // What the demo account left is gone: the database holds the pro account's orders only.
    await expect.poll(async () => (await savedHistory(other))?.account).toBe(String(ACCOUNTS.pro.id));
    expect(await savedHistory(other)).toEqual({ account: String(ACCOUNTS.pro.id), rows: 3, entries: 4 });
    expect((await savedFirstPage(other)) ?? '').not.toContain('Vinheta de podcast');
  });
});

test.describe('a history that cannot be read', () => {
  test('says so when it fails to load, keeps the page usable, and loads on retry', async ({ context, page }) => {
    const copy = COPY['en-US'];
    const api = serveHistories(context, { [ACCOUNTS.demo.id]: historyOf(12, { userId: ACCOUNTS.demo.id, size: SIZE }) });
    api.answer(500);
    await logIn(context, page, 'demo');
    await page.goto('/client-area?lng=en-US');
    await expect(page.getByRole('alert').filter({ hasText: copy.error })).toBeVisible();
    api.answer('orders');
    await page.getByRole('button', { name: copy.retry }).click();
    await expect(rows(page)).toHaveCount(10);
  });

  test('names a file that does not decode in its row, and the other rows still work', async ({ context, page }) => {
    const copy = COPY['pt-BR'];
    const orders = historyOf(12, { userId: ACCOUNTS.demo.id, size: SIZE });
    // The newest image's base64 is broken near its end, past what the row is classified by.
    const broken = orders.findIndex((order) => order.service_type === 'image');
    orders[broken] = { ...orders[broken]!, result_bin: `${orders[broken]!.result_bin!.slice(0, -8)}!!!!!!!!` };
    serveHistories(context, { [ACCOUNTS.demo.id]: orders });
    await logIn(context, page, 'demo');
    await page.goto('/client-area');
    await expect(rows(page).nth(broken)).toContainText(copy.unreadable);
    const other = orders.findIndex((order, index) => index !== broken && order.service_type === 'image');
    await rows(page).nth(other).getByRole('button', { name: copy.view }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(SIZE.imageSide);
  });
});
