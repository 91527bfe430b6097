#!/usr/bin/env node
// When does a page become usable on a slow phone? Loads ROUTES of a built SPA in headless Chromium under
// Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown) and reports, per
// route, the median over RUNS of: FCP, LCP, and "live": when <html data-render="live"> is set (an app that
// paints before its scripts run marks it), else LCP (a client-rendered page is interactive once it paints).
// Usage: node live-time.mjs DIST_DIR [ROUTE ...]   (env RUNS, default 3; CPU_RATE, default 4)  -> one JSON line per route.
// Compare with the floor: node live-time.mjs node_modules/.cache/bench-floor /  (its liveMs is its LCP).
// Needs the project's @playwright/test (npm ci) and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
const here = path.dirname(fileURLToPath(import.meta.url));
const [dist, ...routesArg] = process.argv.slice(2);
if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
  process.stderr.write('usage: node live-time.mjs DIST_DIR [ROUTE ...]  (DIST_DIR must hold a build)\n');
  process.exit(2);
}
const routes = routesArg.length ? routesArg : ['/'];
const RUNS = Number(process.env.RUNS || 3);
const srv = spawn('node', [path.join(here, 'serve.mjs'), dist, '0'], { env: { ...process.env, SERVE_QUIET: '1' } });
const base = await new Promise((res, rej) => {
  let buf = '';
  srv.stdout.on('data', d => { buf += d; const m = buf.match(/http:\/\/127\.0\.0\.1:\d+/); if (m) res(m[0]); });
  srv.on('exit', c => rej(new Error('server exited ' + c)));
  setTimeout(() => rej(new Error('server did not start')), 10000);
});
const median = a => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const ctx = await browser.newContext({ locale: 'pt-BR', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      await ctx.addInitScript(() => {
        window.__lcp = 0;
        new PerformanceObserver(l => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
        const t = setInterval(() => {
          if (document.documentElement?.getAttribute('data-render') === 'live') { window.__live = performance.now(); clearInterval(t); }
        }, 10);
      });
      const page = await ctx.newPage();
      await page.route(u => !u.href.startsWith(base), r => r.abort());
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_RATE || 4) });
      await page.goto(base + route, { waitUntil: 'load' });
      await page.waitForFunction(() => {
        const r = document.documentElement.getAttribute('data-render');
        return (r === null || r === 'live' || window.__live) && window.__lcp > 0;
      }, null, { timeout: 60_000 }).catch(() => {});
      await page.waitForTimeout(300);
      const m = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        lcp: window.__lcp || null,
        marks: document.documentElement.hasAttribute('data-render'),
        live: window.__live || null,
      }));
      runs.push({ fcp: m.fcp, lcp: m.lcp, live: m.marks ? m.live : m.lcp });
      await ctx.close();
    }
    const pick = k => { const v = runs.map(r => r[k]).filter(x => x != null); return v.length ? Math.round(median(v)) : null; };
    console.log(JSON.stringify({ route, runs: RUNS, fcpMs: pick('fcp'), lcpMs: pick('lcp'), liveMs: pick('live') }));
  }
} finally { await browser.close(); srv.kill('SIGTERM'); }
