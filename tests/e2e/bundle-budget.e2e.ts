import { describe, expect, inject, it } from 'vitest';
// @ts-expect-error: plain ESM shared with `npm run bench`, no type declarations
import { firstLoadReport } from '../bench/bundle-report.mjs';

interface Row {
  path: string;
  js: { raw: number; gzip: number };
  files: string[];
}

/** Budget for the landing's first-load JavaScript, gzip. We intend to tighten it. */
const LANDING_JS_BUDGET_BYTES = 150 * 1024;

describe('bundle budget', () => {
  const rows = firstLoadReport(inject('outDir')) as Row[];

  it('keeps the landing route’s first-load JavaScript within budget', () => {
    const landing = rows.find((row) => row.path === '/');
    expect(landing).toBeDefined();
    expect(landing!.js.gzip).toBeGreaterThan(10 * 1024);
    expect(landing!.js.gzip).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });

  it('does not ship the demo backend or the payment SDK on the landing', () => {
    const landing = rows.find((row) => row.path === '/')!;
    const names = landing.files.join(' ');
    expect(names).not.toMatch(/msw|start-demo|mockServiceWorker/i);
    expect(names).not.toMatch(/mercadopago/i);
  });
});
