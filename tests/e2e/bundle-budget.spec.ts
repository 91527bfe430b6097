import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error: plain ESM shared with `npm run bench`, no type declarations
import { firstLoadReport } from '../bench/bundle-report.mjs';
import { E2E_OUT_DIR } from './env';

interface Row {
  path: string;
  js: { raw: number; gzip: number };
  files: string[];
}

/** Budget for the landing's first-load JavaScript, gzip. We intend to tighten it. */
const LANDING_JS_BUDGET_BYTES = 150 * 1024;

/** A route's first load in the demo build the web server made before any test ran; no browser. */
function firstLoad(path: string): Row {
  const rows = firstLoadReport(E2E_OUT_DIR) as Row[];
  const row = rows.find((candidate) => candidate.path === path);
  expect(row, `${path} is in the build report`).toBeDefined();
  return row!;
}

const landing = () => firstLoad('/');

test.describe('bundle budget', () => {
  test('keeps the landing route’s first-load JavaScript within budget', () => {
    const { js } = landing();
    expect(js.gzip).toBeGreaterThan(10 * 1024);
    expect(js.gzip).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });

  test('the entry carries no preload map (modulePreload off in vite.config.ts: src/app/screen-preload.ts preloads a screen’s chunks)', () => {
    const entry = landing().files.find((file) => /(^|\/)index-[\w-]+\.js$/.test(file));
    expect(entry, 'the landing loads the entry').toBeDefined();
    const code = readFileSync(join(E2E_OUT_DIR, entry!.replace(/^\//, '')), 'utf8');
    expect(code).toContain('import(');
    expect(code).not.toContain('__vite__mapDeps');
  });

  test('only the entry asks the browser to compile all its functions as it downloads (vite.config.ts postBanner)', () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const files = landing().files.filter((file) => file.endsWith('.js'));
    const entry = files.find((file) => /(^|\/)index-[\w-]+\.js$/.test(file));
    expect(entry, 'the landing loads the entry').toBeDefined();
    const startsWithHint = (file: string) => readFileSync(join(E2E_OUT_DIR, file.replace(/^\//, '')), 'utf8').startsWith(hint);
    expect(startsWithHint(entry!), `${entry} starts with the compile hint`).toBe(true);
    // React DOM and the screens' chunks compile lazily: many of their functions never run on a first visit.
    const others = files.filter((file) => file !== entry);
    expect(others.length).toBeGreaterThan(2);
    expect(others.filter(startsWithHint)).toEqual([]);
  });

  test('does not ship the demo backend or the payment SDK on the landing', () => {
    const names = landing().files.join(' ');
    expect(names).not.toMatch(/msw|start-demo|mockServiceWorker/i);
    expect(names).not.toMatch(/mercadopago/i);
  });

  test('an anonymous first visit to a page without server data does not download the query library (the session’s profile query loads with a token)', () => {
    for (const path of ['/', '/login', '/plans', '/blog']) {
      expect(firstLoad(path).files.join(' '), path).not.toMatch(/query-client|profile-query/);
    }
  });
});
