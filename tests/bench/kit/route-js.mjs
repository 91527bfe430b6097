#!/usr/bin/env node
// Load ROUTES of a built SPA in headless Chromium and sum the JavaScript and CSS it downloads
// (bytes on the wire, gzip from serve.mjs next to this script) until the network is idle.
// Lazy route chunks (import() waterfalls) count. Requests to other origins are aborted.
// Usage: node route-js.mjs DIST_DIR [ROUTE ...]  -> one JSON line per route.
// Needs the project's @playwright/test (npm ci) and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
const here = path.dirname(fileURLToPath(import.meta.url));
const [dist, ...routesArg] = process.argv.slice(2);
if (!dist || dist === '-h' || dist === '--help') {
  process.stderr.write('usage: node route-js.mjs DIST_DIR [ROUTE ...]\n');
  process.exit(2);
}
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  process.stderr.write(`route-js: no index.html in ${dist} (build first)\n`);
  process.exit(2);
}
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const routes = routesArg.length ? routesArg : ['/'];
const srv = spawn('node', [path.join(here, 'serve.mjs'), dist, '0'], { env: { ...process.env, SERVE_QUIET: '1' }, stdio: ['ignore', 'pipe', 'inherit'] });
const base = await new Promise((res, rej) => {
  let buf = '';
  const timer = setTimeout(() => rej(new Error('server did not start')), 10000);
  srv.stdout.on('data', d => { buf += d; const m = buf.match(/http:\/\/127\.0\.0\.1:\d+/); if (m) { clearTimeout(timer); res(m[0]); } });
  srv.on('exit', c => { clearTimeout(timer); rej(new Error('server exited ' + c)); });
});
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  for (const route of routes) {
    const ctx = await browser.newContext({ locale: 'pt-BR' });
    const page = await ctx.newPage();
    await page.route(u => !u.href.startsWith(base), r => r.abort());
    const files = [];
    page.on('requestfinished', async req => {
      const t = req.resourceType();
      if (t !== 'script' && t !== 'stylesheet') return;
      try { const s = await req.sizes(); files.push({ url: req.url().replace(base, ''), type: t, wire: s.responseBodySize + s.responseHeadersSize }); } catch {}
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const js = files.filter(f => f.type === 'script').reduce((a, f) => a + f.wire, 0);
    const css = files.filter(f => f.type === 'stylesheet').reduce((a, f) => a + f.wire, 0);
    console.log(JSON.stringify({ route, jsWireBytes: js, cssWireBytes: css, files: files.length }));
    await ctx.close();
  }
} finally { await browser.close(); srv.kill('SIGTERM'); }
