// When does a visitor's first tap take effect on a slow phone? Loads ROUTE of a built SPA in headless
// Chromium under Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown),
// taps TARGET (a CSS selector; the first visible match, located on an unthrottled load) the moment the
// page reports its first contentful paint, and records when the tap's EFFECT shows:
//   effect 'expanded': a menu opens: an element gets aria-expanded="true", or a popover or <details>
//                      fires its 'toggle' event with newState "open" (a menu that works without script)
//   effect 'attr:NAME=VALUE': an element gets attribute NAME with VALUE (attr:aria-invalid=true also counts the
//                      browser's own 'invalid' event: native form validation answers a submit before any script)
//   effect 'focus:ID': the element with id ID receives focus (the floor's button focuses its name field)
// TAP_AT=live taps instead once <html data-render="live"> is set (a page that hydrates marks it; the
// floor has no mark: its live moment is its paint), to see whether "live" means a tap is answered.
// Prints one JSON line per route: median fcp, tap (event timestamp), effect time, and effect - tap.
// Usage: node tap-time.mjs DIST_DIR SELECTOR EFFECT [ROUTE ...]   (env RUNS, default 5; TAP_AT fcp|live; CPU_RATE, default 4)
// CPU_RATE: Lighthouse's mobile profile slows the CPU 4x; a machine faster than a mid-range desktop needs a
// higher rate to show what a slow phone sees. Compare only ratios taken at one rate, the floor beside.
// Floor:  node tap-time.mjs node_modules/.cache/bench-floor 'button' 'focus:lead-name' /
// App:    node tap-time.mjs dist '.nav-toggle' expanded / /plans /agency /blog /login
// Needs the project's @playwright/test (npm ci) and Chromium (CHROME_PATH, default /usr/bin/chromium).
// and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [dist, selector, effect, ...routesArg] = process.argv.slice(2);
if (!dist || !selector || !effect || !fs.existsSync(path.join(dist, 'index.html'))) {
  process.stderr.write('usage: node tap-time.mjs DIST_DIR SELECTOR EFFECT [ROUTE ...]  (DIST_DIR must hold a build)\n');
  process.exit(2);
}
const routes = routesArg.length ? routesArg : ['/'];
const RUNS = Number(process.env.RUNS || 5);
const TAP_AT = process.env.TAP_AT || 'fcp';
const srv = spawn('node', [path.join(here, 'serve.mjs'), dist, '0'], { env: { ...process.env, SERVE_QUIET: '1' } });
const port = await new Promise((res, rej) => {
  srv.stdout.on('data', d => { const m = String(d).match(/:(\d+)/); if (m) res(Number(m[1])); });
  srv.on('exit', c => rej(new Error('serve exited ' + c)));
});
const base = `http://127.0.0.1:${port}`;
const median = a => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const ctxOpts = { locale: 'pt-BR', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

function watch(effectSpec) {
  window.__tap = null; window.__effect = null;
  addEventListener('touchstart', e => { if (window.__tap == null) window.__tap = e.timeStamp; }, { capture: true, passive: true });
  const [name, value] = effectSpec === 'expanded' ? ['aria-expanded', 'true']
    : effectSpec.startsWith('attr:') ? effectSpec.slice(5).split('=') : [null, null];
  if (effectSpec === 'attr:aria-invalid=true') {
    // The browser's own form validation answers a submit too (its 'invalid' event), before any script.
    addEventListener('invalid', () => { if (window.__effect == null) window.__effect = performance.now(); }, true);
  }
  if (effectSpec === 'expanded') {
    addEventListener('toggle', e => { if (window.__effect == null && e.newState === 'open') window.__effect = performance.now(); }, true);
  }
  if (name) {
    new MutationObserver(recs => {
      for (const r of recs) if (window.__effect == null && r.target.getAttribute(name) === value) window.__effect = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [name] });
  } else if (effectSpec.startsWith('focus:')) {
    const id = effectSpec.slice(6);
    addEventListener('focusin', e => { if (window.__effect == null && e.target.id === id) window.__effect = performance.now(); }, true);
  }
}

try {
  for (const route of routes) {
    // Where is the target? (unthrottled load; the layout does not move: CLS 0 on these pages)
    const probe = await browser.newContext(ctxOpts);
    const pp = await probe.newPage();
    await pp.goto(base + route, { waitUntil: 'load' });
    const box = await pp.locator(selector).locator('visible=true').first().boundingBox();
    await probe.close();
    if (!box) { console.log(JSON.stringify({ route, error: 'target not visible' })); continue; }
    const x = box.x + box.width / 2, y = box.y + box.height / 2;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const ctx = await browser.newContext(ctxOpts);
      await ctx.addInitScript(watch, effect);
      const page = await ctx.newPage();
      await page.route(u => !u.href.startsWith(base), r => r.abort());
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_RATE || 4) });
      await cdp.send('Page.enable');
      await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
      const painted = new Promise(res => cdp.on('Page.lifecycleEvent', e => { if (e.name === 'firstContentfulPaint') res(); }));
      const nav = page.goto(base + route, { waitUntil: 'load' });
      await painted;
      if (TAP_AT === 'live') {
        await page.waitForFunction(() => !document.documentElement.hasAttribute('data-render') || document.documentElement.dataset.render === 'live', null, { polling: 10, timeout: 60_000 });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await nav;
      await page.waitForFunction(() => window.__effect != null, null, { timeout: 30_000 }).catch(() => {});
      const m = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        tap: window.__tap, effect: window.__effect,
      }));
      runs.push(m);
      await ctx.close();
    }
    const got = runs.filter(r => r.effect != null);
    const pick = k => { const v = got.map(r => r[k]).filter(v => v != null); return v.length ? Math.round(median(v)) : null; };
    console.log(JSON.stringify({ route, runs: RUNS, tapAt: TAP_AT, effectSeen: got.length, fcpMs: pick('fcp'), tapMs: pick('tap'), effectMs: pick('effect'),
      delayMs: got.length ? Math.round(median(got.map(r => r.effect - r.tap))) : null }));
  }
} finally { await browser.close(); srv.kill('SIGTERM'); }
