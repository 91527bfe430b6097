// npm run bench: a production build (a real API URL, so no demo backend), then
// the JavaScript and CSS a first visit to each public route downloads.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { firstLoadReport, kb } from './bundle-report.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = fileURLToPath(new URL('../../node_modules/.cache/bench-dist', import.meta.url));

// A loopback API, as ../shared/bench suggests: a production build that talks to no real host.
process.env.VITE_API_URL ||= 'http://127.0.0.1:9';
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });

const rows = firstLoadReport(outDir);
const pad = (text, width) => String(text).padStart(width);
console.log(`\nFirst-load size per public route (gzip level 9; raw in parentheses)\n`);
console.log(`${'route'.padEnd(22)}${pad('JS', 24)}${pad('CSS', 22)}${pad('total', 24)}`);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(22)}${pad(`${kb(row.js.gzip)} (${kb(row.js.raw)})`, 24)}${pad(`${kb(row.css.gzip)} (${kb(row.css.raw)})`, 22)}${pad(
      `${kb(row.total.gzip)} (${kb(row.total.raw)})`,
      24,
    )}`,
  );
}
const largest = rows.reduce((a, b) => (b.total.gzip > a.total.gzip ? b : a));
console.log(`\nLargest first load: ${largest.path} at ${kb(largest.total.gzip)} gzip.`);
