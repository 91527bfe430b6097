// The screens a paying customer comes back to, on the phone profile (../phone.mjs: the CPU slowed by CPU_RATE), against
// the history double (./history-double.mjs) with 1, 60 and 240 orders. A production build served by the kit's server,
// the API behind it at /api (the build's VITE_API_URL), a stored session (the token, as a logged-in visitor has it).
//
// Per screen and history size, medians over RUNS (default 3) fresh tabs:
//   contentMs   when the screen's main content was first painted (the first history row where there is one)
//   longestMs   the longest main-thread task from the navigation to 2 s after it
//   blockingMs  the sum of each task's time over 50 ms in that window (Total Blocking Time's rule)
//   heapMB      the page's JavaScript heap 2 s after the content, after a garbage collection
//   workerMB    the same for the page's workers, if it has any
//   workerMs    the CPU time the page's workers reported (performance.measure entries named history:*) before the
//               content: Chromium cannot slow a worker down (Emulation.setCPUThrottlingRate is for pages only), so
//               `phoneMs` adds (CPU_RATE - 1) × workerMs to contentMs, what a phone whose every core is that slow takes.
// Then, for the client area at the largest size: each interaction's next frame once the page is quiet (Event Timing:
// the touch to the frame painted after its handlers, what INP counts), and a returning customer's new tab (the same
// browser profile, the first row from what the last visit kept).
//
// Usage: node tests/bench/customer/customer.mjs DIST_DIR   (a build with VITE_API_URL=/api)
// Env: RUNS, CPU_RATE, ORDERS ("1 60 240"), SCREENS (names below), INTERACTIONS=0 to skip them, INTERACTIONS=only for them
// alone (with the returning customer's tab), INTERACTIONS=returning for that tab alone, at the largest ORDERS.
import { existsSync } from 'node:fs';
import { launchChromium, median, phonePage, serve } from '../phone.mjs';
import { startDouble, TOKEN, USER } from './history-double.mjs';

const [dist] = process.argv.slice(2);
if (!dist || !existsSync(`${dist}/index.html`)) {
  process.stderr.write('usage: node tests/bench/customer/customer.mjs DIST_DIR  (a build with VITE_API_URL=/api)\n');
  process.exit(2);
}
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_RATE = Number(process.env.CPU_RATE ?? 4);
const ORDERS = (process.env.ORDERS ?? '1 60 240').split(/\s+/).filter(Boolean).map(Number);
const AFTER_CONTENT_MS = 2000;

/** A paid order of the double (its payment id), for the screens that look one up. */
const paymentOf = (orders) => String(90_000 + 10_000 + orders);
const historyRow = 'section[aria-labelledby$="history-title"] tbody tr';

/** Each screen behind the login, and what its main content is. */
const SCREENS = {
  'client-area': { path: () => '/client-area', content: historyRow },
  dashboard: { path: () => '/dashboard', content: historyRow },
  // The requester, where a customer orders again: its service tabs, once the catalogue and the plan are known.
  agency: { path: () => '/agency#solicitar-servico', content: '#solicitar-servico [role="tab"]' },
  automation: { path: () => '/automation', content: 'main form textarea, main form input' },
  // The payment pages once their lookup has answered (the way on shows then), the receipt once it is drawn.
  'payment-success': { path: (orders) => `/payment-success?payment_id=${paymentOf(orders)}&status=approved`, content: 'main .payments-actions' },
  'payment-pending': { path: () => '/payment-pending?payment_id=777777', content: 'main .payments-actions' },
  receipt: { path: (orders) => `/client/receipt/${paymentOf(orders)}`, content: 'main .receipt' },
};
const screens = (process.env.SCREENS ?? Object.keys(SCREENS).join(' ')).split(/\s+/).filter(Boolean);

/** In the page, before anything of it runs: the long tasks, every interaction's events, and when SELECTOR first painted. */
function watch(selector) {
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  // Shown for real: not the served markup the page keeps hidden until the app has rendered (data-render).
  const hidden = () => ['client', 'translate'].includes(document.documentElement.getAttribute('data-render') ?? '');
  const found = () => !hidden() && [...document.querySelectorAll(selector)].some((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
  const check = () => {
    if (window.__content || !found()) return;
    // The frame that shows it: the next animation frame's time is when it is painted.
    window.__content = -1;
    requestAnimationFrame((time) => (window.__content = time));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
}

/** The token, as a logged-in visitor's browser holds it (only once: the page may end the session). */
function storeSession([token, userKey, userId]) {
  if (sessionStorage.getItem('__benchSeeded')) return;
  sessionStorage.setItem('__benchSeeded', '1');
  localStorage.setItem('token', token);
  if (userKey) localStorage.setItem(userKey, userId);
}

/** The workers' heaps and their history:* measures, through the page's CDP session (workers attach to it). */
function watchWorkers(cdp) {
  const sessions = new Set();
  let next = 1;
  const waiting = new Map();
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') sessions.add(event.sessionId);
    // Every target attached this way waits for this before it runs.
    void cdp.send('Target.sendMessageToTarget', { sessionId: event.sessionId, message: JSON.stringify({ id: 0, method: 'Runtime.runIfWaitingForDebugger' }) });
  });
  cdp.on('Target.detachedFromTarget', (event) => sessions.delete(event.sessionId));
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  const ask = (sessionId, method, params = {}) =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      setTimeout(() => resolve(undefined), 5000);
    });
  return {
    start: () => cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false }),
    async read() {
      let heap = 0;
      let busy = 0;
      for (const sessionId of sessions) {
        await ask(sessionId, 'HeapProfiler.collectGarbage');
        heap += (await ask(sessionId, 'Runtime.getHeapUsage'))?.usedSize ?? 0;
        const measured = await ask(sessionId, 'Runtime.evaluate', {
          expression: `performance.getEntriesByType('measure').filter((m) => m.name.startsWith('history:')).reduce((sum, m) => sum + m.duration, 0)`,
          returnByValue: true,
        });
        busy += measured?.result?.value ?? 0;
      }
      return { heap, busy, count: sessions.size };
    },
  };
}

/**
 * Waits until the page has painted its content, asking over CDP. Not with Playwright's waitForFunction or a locator:
 * they first load Playwright's own script into the page, a long task of hundreds of ms at these rates, in the window
 * being measured.
 */
async function contentPainted(cdp, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__content || 0', returnByValue: true });
    if (result.value > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the content was not painted in time');
}

async function openScreen(browser, base, screen, orders, { context: reuse } = {}) {
  const { path, content } = SCREENS[screen];
  const opened = reuse ? { context: reuse, page: await reuse.newPage() } : await phonePage(browser, base, { cpuRate: CPU_RATE });
  const { context, page } = opened;
  const cdp = opened.cdp ?? (await context.newCDPSession(page));
  if (reuse) {
    await page.route((url) => !url.href.startsWith(base), (request) => request.abort());
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  }
  // The site's own files come over the phone's network; the API double answers at loopback speed after its own
  // round trip (history-double.mjs), as the figures' "MB of response on loopback" say.
  await cdp.send('Network.emulateNetworkConditionsByRule', {
    offline: false,
    matchedNetworkConditions: [{ urlPattern: `${base}/api/*`, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }],
  }).catch(() => undefined);
  const workers = watchWorkers(cdp);
  await workers.start();
  if (!reuse) await context.addInitScript(storeSession, [TOKEN, process.env.USER_KEY, String(USER.id)]);
  await page.addInitScript(watch, content);
  await page.goto(base + path(orders), { waitUntil: 'commit' });
  await contentPainted(cdp).catch(async (error) => {
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/customer-${screen}-${orders}.png` });
    throw error;
  });
  await page.waitForTimeout(AFTER_CONTENT_MS);
  const { contentMs, tasks } = await page.evaluate(() => ({ contentMs: window.__content, tasks: window.__tasks }));
  const inWindow = tasks.filter(([start]) => start <= contentMs + AFTER_CONTENT_MS).map(([, duration]) => duration);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const worker = await workers.read();
  return {
    context,
    page,
    cdp,
    figures: {
      contentMs,
      longestMs: Math.max(0, ...inWindow),
      blockingMs: inWindow.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      heapMB: usedSize / 1e6,
      workerMB: worker.heap / 1e6,
      workerMs: worker.busy,
      phoneMs: contentMs + (CPU_RATE - 1) * worker.busy,
    },
  };
}

/**
 * Taps ELEMENT through the browser's touch input; resolves with the interaction's next frame (ms after the tap): the
 * longest Event Timing entry of the interactions the tap made (pointerdown, pointerup, click: what INP counts; a
 * native control such as an audio player's may report only the pointerdown). 0 when none lasted 16 ms (the API's
 * floor), null when the target could not be tapped.
 */
async function tapNextFrame(page, cdp, locator) {
  // A finger taps what is on screen: scrolled to it first, and the page left to settle.
  await locator.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const box = await locator.boundingBox();
  if (!box) return null;
  const before = await page.evaluate(() => window.__events.length);
  const at = { x: box.x + Math.min(box.width / 2, 24), y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // Entries are reported after the frame they waited for; nothing is polled in the page meanwhile.
  await page.waitForTimeout(2000);
  const events = await page.evaluate((count) => window.__events.slice(count), before);
  return events.length ? Math.round(Math.max(...events.map((entry) => entry.duration))) : 0;
}

const pad = (text, width) => String(text).padStart(width);
const round = (value, digits = 0) => (value == null ? '-' : Number(value).toFixed(digits));

const browser = await launchChromium();
try {
  console.log(`Customer screens on the phone profile (CPU rate ${CPU_RATE}, ${RUNS} runs, medians)\n`);
  console.log(`${'screen'.padEnd(18)}${pad('orders', 7)}${pad('content', 9)}${pad('phone', 8)}${pad('longest', 9)}${pad('blocking', 10)}${pad('heap MB', 9)}${pad('worker MB', 11)}`);
  for (const orders of ORDERS) {
    const double = await startDouble(orders);
    const server = await serve(dist, { API_PROXY: double.url });
    for (const screen of ['only', 'returning'].includes(process.env.INTERACTIONS) ? [] : screens) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { context, figures } = await openScreen(browser, server.base, screen, orders);
        runs.push(figures);
        await context.close();
        double.drop();
      }
      const pick = (key) => median(runs.map((entry) => entry[key]));
      const row = { screen, orders, cpuRate: CPU_RATE, ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, pick(key)])) };
      console.log(
        `${screen.padEnd(18)}${pad(orders, 7)}${pad(round(row.contentMs), 9)}${pad(round(row.phoneMs), 8)}${pad(round(row.longestMs), 9)}${pad(round(row.blockingMs), 10)}${pad(round(row.heapMB, 1), 9)}${pad(round(row.workerMB, 1), 11)}`,
      );
      if (process.env.JSON === '1') console.log(JSON.stringify(row));
    }
    if (orders === Math.max(...ORDERS) && screens.includes('client-area') && process.env.INTERACTIONS !== '0') {
      if (process.env.INTERACTIONS !== 'returning') await interactions(server.base, orders);
      await returning(server.base, orders);
    }
    server.stop();
    await double.stop();
  }
} finally {
  await browser.close();
}

/** Each interaction of the client area, once the page is quiet: the median next frame over RUNS tabs. */
async function interactions(base, orders) {
  const taps = {
    'next page': (page) => page.getByRole('button', { name: /Próxima|Next/ }),
    'open an image': (page) => page.getByRole('button', { name: /Ver imagem|View image/ }).first(),
    'play an audio': (page) => page.locator('audio').first(),
    'export CSV': (page) => page.getByRole('button', { name: /CSV/ }).first(),
    receipt: (page) => page.getByRole('link', { name: /Recibo|Receipt/ }).first(),
    reuse: (page) => page.getByRole('button', { name: /Reutilizar|Reuse/ }).first(),
  };
  console.log(`\nThe client area's interactions with ${orders} orders, each tapped once the page is quiet (next frame, ms; ${RUNS} runs)\n`);
  for (const [name, target] of Object.entries(taps)) {
    const frames = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page, cdp } = await openScreen(browser, base, 'client-area', orders);
      // The audio player is on a later page when the first holds none.
      if (name === 'play an audio' && (await page.locator('audio').count()) === 0) await page.getByRole('button', { name: /Próxima|Next/ }).click();
      frames.push(await tapNextFrame(page, cdp, target(page)));
      await context.close();
    }
    const seen = frames.filter((frame) => frame !== null);
    console.log(`${name.padEnd(18)}${pad(seen.length ? (median(seen) === 0 ? '< 16 ms' : `${median(seen)} ms`) : 'not tapped', 10)}${seen.length < frames.length ? `  (seen in ${seen.length} of ${frames.length})` : ''}`);
  }
}

/** A returning customer: a first visit, then a new tab in the same browser profile. */
async function returning(base, orders) {
  const firstRows = [];
  for (let run = 0; run < RUNS; run += 1) {
    const first = await openScreen(browser, base, 'client-area', orders);
    await first.page.close();
    const again = await openScreen(browser, base, 'client-area', orders, { context: first.context });
    firstRows.push(again.figures.contentMs);
    await first.context.close();
  }
  console.log(`\nA returning customer's new tab with ${orders} orders: the first row at ${round(median(firstRows))} ms (each tab: ${firstRows.map((ms) => round(ms)).join(', ')})`);
}
