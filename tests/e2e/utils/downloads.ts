import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Downloads that fail, as on a patchy connection or after a deploy removed old files: the build's own manifest
 * (build.manifest in vite.config.ts) names the files, and the test aborts every request for them, counting each.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
}

function manifest(outDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
}

/** A built file's URL path: `/assets/client-area-Czi_xmEp.js`. */
const urlPath = (chunk: ManifestChunk | undefined, what: string): string => {
  if (!chunk) throw new Error(`The build has no ${what}`);
  return `/${chunk.file}`;
};

/** A screen's own chunk (src/app/routes/<screen>.tsx). */
export const screenChunk = (outDir: string, screen: string): string => urlPath(manifest(outDir)[`src/app/routes/${screen}.tsx`], `screen ${screen}`);

/** A chunk the build names after what it holds (vite.config.ts's groups, a shared module): `query-client`, `requester-body`. */
export function namedChunk(outDir: string, name: string): string {
  const found = Object.values(manifest(outDir)).filter((chunk) => new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`).test(chunk.file));
  expect(found, `exactly one chunk named ${name}`).toHaveLength(1);
  return urlPath(found[0], name);
}

/** The app's entry, which the page script runs. */
export const entryChunk = (outDir: string): string => urlPath(Object.values(manifest(outDir)).find((chunk) => chunk.isEntry), 'entry');

/** Every script the entry loads lazily: every built script but the entry. */
export function lazyScripts(outDir: string): (path: string) => boolean {
  const entry = entryChunk(outDir);
  return (path) => path.startsWith('/assets/') && path.endsWith('.js') && path !== entry;
}

export interface FailingDownloads {
  /** How many times the browser asked for each blocked file so far. */
  requests: () => Record<string, number>;
  /** The files are served again (the connection is back, or the deploy is done). */
  serveAgain: () => Promise<void>;
}

/** At least one blocked file was asked for, and none more than `most` times. */
export function expectRequestsAtMost(downloads: FailingDownloads, most: number): void {
  const counts = downloads.requests();
  const label = `requests for the blocked files: ${JSON.stringify(counts)}`;
  expect(Object.keys(counts).length, label).toBeGreaterThan(0);
  expect(Math.max(...Object.values(counts)), label).toBeLessThanOrEqual(most);
}

/** Pages whose clock the test holds (Playwright's clock can be installed once). */
const clocked = new WeakSet<Page>();

async function holdClock(page: Page): Promise<void> {
  if (clocked.has(page)) return;
  clocked.add(page);
  await page.clock.install();
}

/**
 * Aborts every request of the page for the paths `blocked` names (a path, or a test on the path), counting them. The
 * page's clock becomes the test's (time flows as usual until `afterRetries` moves it on): call before the page loads.
 */
export async function failDownloads(page: Page, blocked: string | ((path: string) => boolean)): Promise<FailingDownloads> {
  await holdClock(page);
  const counts: Record<string, number> = {};
  // The app's own files only (the tests serve it from this machine; other hosts never resolve).
  const matches = (url: URL) => url.hostname === '127.0.0.1' && (typeof blocked === 'string' ? url.pathname === blocked : blocked(url.pathname));
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    const { pathname } = new URL(route.request().url());
    counts[pathname] = (counts[pathname] ?? 0) + 1;
    await route.abort('internetdisconnected');
  };
  await page.route(matches, handler);
  return {
    requests: () => ({ ...counts }),
    serveAgain: () => page.unroute(matches, handler),
  };
}

/**
 * No download is asked for again once the page has said it failed: a minute of the page's time passes at once (its
 * timers run, as a retry scheduled later would), and the blocked files' counts stay as they were.
 */
export async function expectNoFurtherRequests(page: Page, downloads: FailingDownloads): Promise<void> {
  const before = downloads.requests();
  await holdClock(page);
  await page.clock.runFor(60_000);
  expect(downloads.requests(), 'the blocked files were not asked for again after the message').toEqual(before);
}

/**
 * Waits for `shown` (the message a failed download ends with) with the page's time moved on a second at a time: the
 * retries' pauses (1 s, 2 s, 4 s) pass at once instead of in real time. The page's clock is held since failDownloads.
 */
export async function afterRetries(page: Page, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(1000);
    await expect(shown).toBeVisible({ timeout: 300 });
  }).toPass({ timeout: 30_000, intervals: [0] });
}
