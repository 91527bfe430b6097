// How long a tap leaves the screen unchanged: the browser's own figure for an interaction (Event Timing, what INP
// reports), from the touch to the next frame painted after its handlers. The kit's tap-time.mjs times an effect
// instead (a focus, an attribute, a popover's toggle event); those effects fall on different sides of the frame that
// shows them (a focus inside the click, a popover's toggle event after the frame that shows it), so they do not
// compare two apps' taps, and the frame the visitor waits for is not in them. This figure counts it for every tap.
// Same phone profile as the kit (150 ms RTT, 1.6 Mbps down, 750 kbps up, the CPU slowed by CPU_RATE, default 4);
// the tap once the page says it is live (html[data-render="live"]; a page that never says so, like the floor, from
// its first paint), or at its first paint with TAP_AT=fcp. Prints one JSON line per route, medians over RUNS
// (default 5):
//   interactionMs  the tap's interaction: the longest Event Timing entry with its interactionId (8 ms steps)
//   handlersMs     the time its click's handlers ran (processingEnd - processingStart)
//   seen           in how many runs the interaction was reported
// Usage: node tests/bench/tap-paint.mjs DIST_DIR SELECTOR [ROUTE ...]   (serves DIST_DIR with the kit's serve.mjs;
// tests/bench/kit)
import { existsSync } from 'node:fs';
import { launchChromium, median, PHONE, phonePage, serve } from './phone.mjs';

const [dist, selector, ...routeArgs] = process.argv.slice(2);
if (!dist || !selector || !existsSync(`${dist}/index.html`)) {
  process.stderr.write('usage: node tests/bench/tap-paint.mjs DIST_DIR SELECTOR [ROUTE ...]  (DIST_DIR must hold a build)\n');
  process.exit(2);
}
const routes = routeArgs.length > 0 ? routeArgs : ['/'];
const RUNS = Number(process.env.RUNS ?? 5);
const CPU_RATE = Number(process.env.CPU_RATE ?? 4);
const TAP_AT = process.env.TAP_AT ?? 'live';

const server = await serve(dist);
const { base } = server;

/** In the page, before anything of it runs: every event entry of an interaction, however short. */
function watchInteractions() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration, handlers: entry.processingEnd - entry.processingStart });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

const browser = await launchChromium();
try {
  for (const route of routes) {
    // Where the target is (an unthrottled load: these pages do not move, CLS 0).
    const probe = await browser.newContext(PHONE);
    const probePage = await probe.newPage();
    await probePage.goto(base + route, { waitUntil: 'load' });
    const box = await probePage.locator(selector).locator('visible=true').first().boundingBox();
    await probe.close();
    if (!box) {
      console.log(JSON.stringify({ route, error: 'target not visible' }));
      continue;
    }
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page, cdp } = await phonePage(browser, base, { cpuRate: CPU_RATE, watch: watchInteractions });
      const loaded = page.goto(base + route, { waitUntil: 'load' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 10, timeout: 60_000 });
      if (TAP_AT === 'live') {
        await page.waitForFunction(() => !document.documentElement.hasAttribute('data-render') || document.documentElement.dataset.render === 'live', null, { polling: 10, timeout: 60_000 });
      }
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await loaded;
      // The entry comes once the frame after the tap is painted; a click is the tap's last event.
      await page.waitForFunction(() => window.__events.some((entry) => entry.name === 'click'), null, { timeout: 30_000 }).catch(() => {});
      const events = await page.evaluate(() => window.__events);
      const click = events.find((entry) => entry.name === 'click');
      if (click) {
        const tap = events.filter((entry) => entry.id === click.id);
        runs.push({ interaction: Math.max(...tap.map((entry) => entry.duration)), handlers: click.handlers });
      }
      await context.close();
    }
    const pick = (key) => (runs.length ? Math.round(median(runs.map((entry) => entry[key]))) : null);
    console.log(JSON.stringify({ route, runs: RUNS, tapAt: TAP_AT, cpuRate: CPU_RATE, seen: runs.length, interactionMs: pick('interaction'), handlersMs: pick('handlers') }));
  }
} finally {
  await browser.close();
  server.stop();
}
