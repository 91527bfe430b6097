// What keeps a painted page busy: the main thread's long tasks (over 50 ms, the browser's Long Tasks API)
// that start after the first contentful paint, on the bench kit's phone profile (150 ms RTT, 1.6 Mbps down,
// 750 kbps up, the CPU slowed by CPU_RATE, default 4). Each load is watched until the page says it is live
// (html[data-render="live"]; a page that never says so, like the floor, from its first paint) and 2 s more.
// Prints one JSON line per route, medians over RUNS (default 3):
//   longestMs  the longest task after the first paint (0: none over 50 ms)
//   blockingMs the sum of each such task's time over 50 ms (Total Blocking Time's rule, from the paint on)
//   tasks      how many
// SCRIPTS=1 adds `scripts`: from the first run, the script behind each long animation frame after the paint that
// blocked the page (the browser's Long Animation Frames API: no trace needed, and a trace would slow the scripts),
// as "start ms, duration ms, invoker type, invoker in file:function".
// Usage: node tests/bench/long-tasks.mjs DIST_DIR [ROUTE ...]   (serves DIST_DIR with the kit's serve.mjs;
// tests/bench/kit)
import { existsSync } from 'node:fs';
import { launchChromium, median, phonePage, serve } from './phone.mjs';

const [dist, ...routeArgs] = process.argv.slice(2);
if (!dist || !existsSync(`${dist}/index.html`)) {
  process.stderr.write('usage: node tests/bench/long-tasks.mjs DIST_DIR [ROUTE ...]  (DIST_DIR must hold a build)\n');
  process.exit(2);
}
const routes = routeArgs.length > 0 ? routeArgs : ['/'];
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_RATE = Number(process.env.CPU_RATE ?? 4);
/** How long a live page is watched: the work that follows the first commit (effects, lazy parts) included. */
const AFTER_LIVE_MS = 2000;

const server = await serve(dist);
const { base } = server;

/** In the page, before anything of it runs: every long task, and when the page said it was live. */
function watchTasks() {
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      if (frame.blockingDuration <= 0) continue;
      const longest = [...frame.scripts].sort((a, b) => b.duration - a.duration)[0];
      const file = (url) => url.split('/').pop();
      const where = longest ? `${longest.invokerType} ${file(longest.invoker)} in ${file(longest.sourceURL)}:${longest.sourceFunctionName || '(top)'}` : 'no script (style, layout, paint)';
      window.__frames.push([frame.startTime, frame.duration, where]);
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  const timer = setInterval(() => {
    if (document.documentElement?.getAttribute('data-render') === 'live') {
      window.__live = performance.now();
      clearInterval(timer);
    }
  }, 10);
}

const browser = await launchChromium();
try {
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page } = await phonePage(browser, base, { cpuRate: CPU_RATE, watch: watchTasks });
      await page.goto(base + route, { waitUntil: 'load' });
      // Live, or (a page that never says so) painted; then the watch.
      await page.waitForFunction(
        () => window.__live || (!document.documentElement.hasAttribute('data-render') && performance.getEntriesByName('first-contentful-paint').length > 0),
        null,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(AFTER_LIVE_MS);
      const { fcp, tasks, frames } = await page.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, tasks: window.__tasks, frames: window.__frames }));
      const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
      const scripts = frames.filter(([start]) => start >= fcp).map(([start, duration, where]) => `${Math.round(start)} ${Math.round(duration)} ${where}`);
      runs.push({ longest: Math.max(0, ...after), blocking: after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0), tasks: after.length, scripts });
      await context.close();
    }
    const pick = (key) => Math.round(median(runs.map((entry) => entry[key])));
    const scripts = process.env.SCRIPTS === '1' ? { scripts: runs[0].scripts } : {};
    console.log(JSON.stringify({ route, runs: RUNS, cpuRate: CPU_RATE, longestMs: pick('longest'), blockingMs: pick('blocking'), tasks: pick('tasks'), ...scripts }));
  }
} finally {
  await browser.close();
  server.stop();
}
