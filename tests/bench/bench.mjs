// npm run bench: a production build (a loopback API, so no demo backend), then
// ../shared/bench against the floor app, in one run, as ratios:
//   1. first-visit JavaScript per public route (route-js.mjs: bytes on the wire,
//      lazy chunks included) against the floor's /;
//   2. Lighthouse mobile (compare.sh: LCP app/floor and scores) on the routes the
//      performance targets name.
// Only ratios from one run mean anything on a shared machine (../shared/bench/README.md).
//
// Options (environment): LH_RUNS (rounds, default 3), LH_ROUTES (space-separated),
// BENCH_SKIP_LIGHTHOUSE=1 (sizes only, a few seconds), BENCH_KIT (default ../shared/bench).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { firstLoadReport, kb } from './bundle-report.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = fileURLToPath(new URL('../../node_modules/.cache/bench-dist', import.meta.url));
const kit = process.env.BENCH_KIT ?? fileURLToPath(new URL('../../../shared/bench', import.meta.url));

/** The public routes the prerendering issue lists (one blog article stands for all). */
const PUBLIC_ROUTES = [
  '/',
  '/whatsapp-bot',
  '/discord-bot',
  '/agency',
  '/landing',
  '/agency-old',
  '/plans',
  '/blog',
  '/blog/como-criar-bot-vendas-ia',
  '/login',
  '/signup',
  '/bot-creation',
  '/privacy',
  '/terms',
];
/** The routes the LCP targets name. */
const LIGHTHOUSE_ROUTES = (process.env.LH_ROUTES ?? '/ /discord-bot /plans /blog /blog/como-criar-bot-vendas-ia /agency').split(/\s+/).filter(Boolean);

// A loopback API, as ../shared/bench suggests: a production build that talks to no real host.
process.env.VITE_API_URL ||= 'http://127.0.0.1:9';
delete process.env.VITE_DEMO;
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });

const pad = (text, width) => String(text).padStart(width);

// What the manifest says each route loads (static imports, gzip -9): quick, no browser.
console.log(`\nFirst-load size per public route from the manifest (gzip -9; raw in parentheses)\n`);
for (const row of firstLoadReport(outDir)) {
  console.log(`${row.path.padEnd(34)}${pad(`JS ${kb(row.js.gzip)} (${kb(row.js.raw)})`, 26)}${pad(`CSS ${kb(row.css.gzip)}`, 14)}`);
}

if (!existsSync(`${kit}/route-js.mjs`)) {
  console.log(`\nNo bench kit at ${kit} (BENCH_KIT): skipping the floor comparison.`);
  process.exit(0);
}

/** The floor app is built by compare.sh on first use; sizes alone need it too. */
if (!existsSync(`${kit}/floor/dist/index.html`)) {
  console.log('\nBuilding the floor app (once) ...');
  const floor = `${kit}/floor`;
  if (!existsSync(`${floor}/node_modules`)) execFileSync('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: floor, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build'], { cwd: floor, stdio: 'inherit' });
}

function routeJs(dist, routes) {
  const output = execFileSync('node', [`${kit}/route-js.mjs`, dist, ...routes], { cwd: root, encoding: 'utf8' });
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

const [floor] = routeJs(`${kit}/floor/dist`, ['/']);
const app = routeJs(outDir, PUBLIC_ROUTES);
console.log(`\nFirst-visit JavaScript on the wire (route-js.mjs, lazy chunks included), app / floor (${floor.jsWireBytes} B on /)\n`);
for (const row of app) {
  const ratio = row.jsWireBytes / floor.jsWireBytes;
  console.log(`${row.route.padEnd(34)}${pad(row.jsWireBytes, 8)} B${pad(row.files, 4)} files${pad(ratio.toFixed(3), 8)}×`);
}

if (process.env.BENCH_SKIP_LIGHTHOUSE === '1') process.exit(0);

console.log(`\nLighthouse against the floor (compare.sh, LH_RUNS=${process.env.LH_RUNS ?? 3}): ${LIGHTHOUSE_ROUTES.join(' ')}\n`);
const compare = spawnSync(`${kit}/compare.sh`, [outDir, ...LIGHTHOUSE_ROUTES], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, LH_RUNS: process.env.LH_RUNS ?? '3' },
});
process.exit(compare.status ?? 1);
