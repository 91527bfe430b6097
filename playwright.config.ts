import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { E2E_ENV, E2E_OUT_DIR, SMOKE_ENV, SMOKE_OUT_DIR } from './tests/e2e/env';
import { budget, measureMachinePace, workersFor } from './tests/e2e/machine';

/** A port nobody listens on now, so several checkouts can run the suite at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// The runner loads this file first and picks the port; the workers it starts inherit the variable.
process.env.E2E_PORT ||= String(await freePort());
process.env.SMOKE_PORT ||= String(await freePort());
// The machine's pace is measured once, by the runner; its workers read it back (tests/e2e/machine.ts).
// (Tools that only read this file, such as knip, skip the measurement.)
const runByPlaywright = process.argv.some((arg) => /[\\/]playwright[\\/]|[\\/]playwright$/.test(arg));
if (!process.env.E2E_PACE && runByPlaywright) {
  const measured = await measureMachinePace();
  process.env.E2E_PACE = String(measured.pace);
  console.log(`e2e: ${measured.cores} cores, pace ${measured.pace}× the reference machine, ${process.env.E2E_WORKERS ?? measured.workers} workers`);
}
// Every time limit below is the reference machine's, stretched by this machine's pace (budget()).
const workers = Number(process.env.E2E_WORKERS) || workersFor(availableParallelism(), Number(process.env.E2E_PACE));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The production build behind nginx (tests/e2e/smoke/). */
const smokeURL = `http://127.0.0.1:${process.env.SMOKE_PORT}`;

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * Debian's Chromium, never a downloaded browser: its headless shell (apt package chromium-headless-shell, the same
 * Chromium release built without the desktop browser around it) when installed, as it loads a page for about a third of
 * the full browser's CPU (docs/testing.md#which-chromium); else the full browser.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // No request leaves the machine: every host but this one fails to resolve, at once. The tests record where the
  // app tried to go from the browser's request events (tests/e2e/utils/fixtures.ts) instead of intercepting
  // every request.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'tests/e2e/artifacts',
  fullyParallel: true,
  forbidOnly: true,
  // By cores and measured pace (tests/e2e/machine.ts); E2E_WORKERS overrides.
  workers,
  // One retry shows a flake as "flaky" in the report instead of hiding it; a second failure fails the run.
  retries: 1,
  reporter: 'list',
  // One test is one journey or one page of a walk: each gets its own budget. Long journeys call test.slow().
  timeout: budget(45_000),
  // Web-first assertions retry until the page shows the state; a screen may take a while to load on a busy machine.
  expect: { timeout: budget(15_000) },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    locale: 'pt-BR',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'allow',
    // A failed test is run again with a trace (recording every test costs about 15% of the run);
    // to trace the first failure instead: --retries=0 --trace=retain-on-failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: 'smoke/**' },
    // The production build through deploy/nginx.conf: headers, CSP, deep links.
    { name: 'nginx-smoke', testMatch: 'smoke/*.spec.ts', use: { baseURL: smokeURL } },
  ],
  webServer: [
    {
      command: 'node tests/e2e/serve-demo.mjs',
      url: baseURL,
      reuseExistingServer: false,
      // It only serves: tests/e2e/build.mjs built the app before the run (npm run test:e2e). Up in seconds; the
      // ceiling is for a very busy machine.
      timeout: budget(60_000),
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...E2E_ENV,
        // The build bundles React's production code, as visitors get it.
        NODE_ENV: 'production',
        E2E_OUT_DIR,
        E2E_PORT: process.env.E2E_PORT,
      },
    },
    {
      command: 'node tests/e2e/smoke/serve-production.mjs',
      url: smokeURL,
      reuseExistingServer: false,
      timeout: budget(60_000),
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...SMOKE_ENV, NODE_ENV: 'production', SMOKE_OUT_DIR, SMOKE_PORT: process.env.SMOKE_PORT },
    },
  ],
});
