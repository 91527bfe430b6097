// What the bench tools next to this file share with the kit's (./kit): a build served by the kit's serve.mjs, Debian's Chromium, and a
// page on the kit's phone profile (412×823, touch, 150 ms RTT, 1.6 Mbps down, 750 kbps up, the CPU slowed by a rate;
// requests to any other host refused).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

/** The measuring kit's folder (serve.mjs, route-js.mjs, live-time.mjs, tap-time.mjs, Lighthouse). */
export const kit = fileURLToPath(new URL('kit', import.meta.url));

export const PHONE = { locale: 'pt-BR', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Serves DIST with the kit's server on a free port (ENV: e.g. API_PROXY): its base URL, and the server to stop. */
export async function serve(dist, env = {}) {
  const server = spawn('node', [`${kit}/serve.mjs`, dist, '0'], { env: { ...process.env, ...env, SERVE_QUIET: '1' } });
  const base = await new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const found = output.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (found) resolve(found[0]);
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    setTimeout(() => reject(new Error('serve.mjs did not start')), 10_000);
  });
  return { base, stop: () => server.kill('SIGTERM') };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh context and page on the phone profile, with `watch` run in the page before anything of it. */
export async function phonePage(browser, base, { cpuRate, watch }) {
  const context = await browser.newContext(PHONE);
  if (watch) await context.addInitScript(watch);
  const page = await context.newPage();
  await page.route((url) => !url.href.startsWith(base), (request) => request.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, cdp };
}
