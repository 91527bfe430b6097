// npm run bench: a production build (a loopback API, so no demo backend), then
// the measuring kit (./kit, docs/performance.md#how-it-is-measured) against the floor app (./floor), in one
// run, as ratios:
//   1. first-visit JavaScript per public route (route-js.mjs: bytes on the wire,
//      lazy chunks included) against the floor's /;
//   2. time to live on the phone profile (live-time.mjs: FCP, LCP and the moment the
//      page is live, against the floor's LCP) on the main public routes;
//   3. a tap's answer (tap-time.mjs): the menu toggle and /login's empty submit tapped at
//      first paint, against the floor's button tapped at its first paint, and tapped once
//      the page says it is live (tap → effect, target ≤ 200 ms); and once live, the tap's interaction as the
//      browser reports it (tap-paint.mjs, next to this file: the touch to the next frame painted, what INP counts),
//      beside the floor's button's, and the login's submit beside the floor's own empty submit (answered by the
//      browser's validation, no script: the least that tap can take on the phone);
//   4. the long tasks after the first paint (long-tasks.mjs, next to this file): the longest, and
//      their time over 50 ms, from the paint until 2 s after the page is live, beside the floor's;
//   5. Lighthouse mobile (compare.sh: LCP app/floor and scores) on the routes the
//      performance targets name;
//   6. the customer's screens (customer/customer.mjs): a second production build whose API is the history double
//      (customer/history-double.mjs) behind /api, each screen behind the login opened with a stored session and a
//      history of 1, 60 and 240 orders: when its main content painted, the longest task and blocking time, the JS
//      heap, each interaction of the client area and a returning customer's new tab.
// Only ratios from one run mean anything on a shared machine (docs/performance.md#how-it-is-measured).
//
// Options (environment): LH_RUNS (rounds, default 3), LH_ROUTES (space-separated),
// LIVE_ROUNDS (default 3), LIVE_ROUTES, TAP_RUNS (default 5), TAP_ROUTES, TASK_RUNS (default 3), TASK_ROUTES, BENCH_SKIP_LIVE=1,
// BENCH_SKIP_TAP=1, BENCH_SKIP_TASKS=1, BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_CUSTOMER=1 (with all five: sizes only, a few seconds),
// BENCH_ONLY_CUSTOMER=1 (the customer part alone; its own options: customer/customer.mjs),
// CPU_RATE and LH_CPU (the phone's CPU, passed on to the kit: raise them until the floor paints at 2,100 ms or later).
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { firstLoadReport, kb } from './bundle-report.mjs';
import { buildFloor } from './floor/build.mjs';
import { kit } from './phone.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = fileURLToPath(new URL('../../node_modules/.cache/bench-dist', import.meta.url));

/** The public routes (one blog article stands for all). */
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

delete process.env.VITE_DEMO;

/**
 * The customer's screens: a production build whose API is at /api on the same origin, where the kit's server forwards
 * it to the history double (customer/customer.mjs starts both).
 */
async function customerPart() {
  const customerDist = fileURLToPath(new URL('../../node_modules/.cache/bench-customer-dist', import.meta.url));
  process.env.VITE_API_URL = '/api';
  await build({ root, logLevel: 'warn', build: { outDir: customerDist, emptyOutDir: true } });
  console.log(`\nThe customer's screens (customer/customer.mjs)\n`);
  const run = spawnSync('node', [fileURLToPath(new URL('customer/customer.mjs', import.meta.url)), customerDist], { cwd: root, stdio: 'inherit', env: process.env });
  return run.status ?? 1;
}

if (process.env.BENCH_ONLY_CUSTOMER === '1') process.exit(await customerPart());

// A loopback API, as the kit suggests: a production build that talks to no real host.
process.env.VITE_API_URL ||= 'http://127.0.0.1:9';
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });

const pad = (text, width) => String(text).padStart(width);


// What the manifest says each route loads (static imports, gzip -9): quick, no browser.
console.log(`\nFirst-load size per public route from the manifest (gzip -9; raw in parentheses)\n`);
for (const row of firstLoadReport(outDir)) {
  console.log(`${row.path.padEnd(34)}${pad(`JS ${kb(row.js.gzip)} (${kb(row.js.raw)})`, 26)}${pad(`CSS ${kb(row.css.gzip)}`, 14)}`);
}

// The floor, built once per run with the project's own Vite and libraries (./floor/build.mjs).
console.log('\nBuilding the floor app ...');
const floorDist = await buildFloor();

function routeJs(dist, routes) {
  const output = execFileSync('node', [`${kit}/route-js.mjs`, dist, ...routes], { cwd: root, encoding: 'utf8' });
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

const [floor] = routeJs(floorDist, ['/']);
const app = routeJs(outDir, PUBLIC_ROUTES);
console.log(`\nFirst-visit JavaScript on the wire (route-js.mjs, lazy chunks included), app / floor (${floor.jsWireBytes} B on /)\n`);
for (const row of app) {
  const ratio = row.jsWireBytes / floor.jsWireBytes;
  console.log(`${row.route.padEnd(34)}${pad(row.jsWireBytes, 8)} B${pad(row.files, 4)} files${pad(ratio.toFixed(3), 8)}×`);
}

/** The routes the time-to-live figures are kept for. */
const LIVE_ROUTES = (process.env.LIVE_ROUTES ?? '/ /login /plans /agency /blog').split(/\s+/).filter(Boolean);

function liveTime(dist, routes) {
  const output = execFileSync('node', [`${kit}/live-time.mjs`, dist, ...routes], { cwd: root, encoding: 'utf8', env: { ...process.env, RUNS: '1' } });
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (process.env.BENCH_SKIP_LIVE !== '1') {
  // Rounds of floor then app, so that load which comes and goes hits both; medians of each.
  const rounds = Number(process.env.LIVE_ROUNDS ?? 3);
  console.log(`\nTime to live on the phone profile (live-time.mjs, ${rounds} rounds of floor then app): ${LIVE_ROUTES.join(' ')}\n`);
  const floorLcp = [];
  const runs = new Map(LIVE_ROUTES.map((route) => [route, { fcp: [], lcp: [], live: [] }]));
  for (let round = 0; round < rounds; round += 1) {
    floorLcp.push(liveTime(floorDist, ['/'])[0].lcpMs);
    for (const row of liveTime(outDir, LIVE_ROUTES)) {
      const route = runs.get(row.route);
      route.fcp.push(row.fcpMs);
      route.lcp.push(row.lcpMs);
      route.live.push(row.liveMs);
    }
  }
  const floor = median(floorLcp);
  console.log(`the floor's LCP (its live): ${floor} ms\n`);
  console.log(`${'route'.padEnd(10)}${pad('FCP', 7)}${pad('LCP', 7)}${pad('live', 7)}${pad('LCP/floor', 11)}${pad('live/floor', 12)}`);
  for (const [route, { fcp, lcp, live }] of runs) {
    const [f, l, v] = [median(fcp), median(lcp), median(live)];
    console.log(`${route.padEnd(10)}${pad(f, 7)}${pad(l, 7)}${pad(v, 7)}${pad((l / floor).toFixed(2), 11)}${pad((v / floor).toFixed(2), 12)}`);
  }
}

/** The routes the tap targets name; the classes are the ones the kit's README's commands find. */
const TAP_ROUTES = (process.env.TAP_ROUTES ?? '/ /login /plans /agency /blog').split(/\s+/).filter(Boolean);
const MENU = ['.nav-toggle', 'expanded'];
const LOGIN_SUBMIT = ['.login-form button[type=submit]', 'attr:aria-invalid=true'];
const FLOOR_SUBMIT = ['form button[type=submit]', 'attr:aria-invalid=true'];

/** The tap's interaction once live (tap-paint.mjs): the touch to the next frame painted after its handlers. */
function tapPaint(dist, selector, routes) {
  const env = { ...process.env, RUNS: process.env.TAP_RUNS ?? '5', TAP_AT: 'live' };
  const output = execFileSync('node', [fileURLToPath(new URL('tap-paint.mjs', import.meta.url)), dist, selector, ...routes], { cwd: root, encoding: 'utf8', env });
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

function tapTime(dist, [selector, effect], routes, tapAt) {
  const env = { ...process.env, RUNS: process.env.TAP_RUNS ?? '5', TAP_AT: tapAt };
  const output = execFileSync('node', [`${kit}/tap-time.mjs`, dist, selector, effect, ...routes], { cwd: root, encoding: 'utf8', env });
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

if (process.env.BENCH_SKIP_TAP !== '1') {
  console.log(`\nA tap's answer on the phone profile (tap-time.mjs, ${process.env.TAP_RUNS ?? 5} runs, medians): ${TAP_ROUTES.join(' ')}\n`);
  const [floorTap] = tapTime(floorDist, ['button', 'focus:lead-name'], ['/'], 'fcp');
  const [floorPaint] = tapPaint(floorDist, 'button', ['/']);
  console.log(`the floor's button tapped at its first paint takes effect at ${floorTap.effectMs} ms; tapped once live, the next frame is painted ${floorPaint.interactionMs} ms after the tap`);
  if (TAP_ROUTES.includes('/login')) {
    // The same tap as the login's empty submit, on the floor: its form leaves empty fields to the browser's own
    // validation (no script runs), the least any page's answer to that tap can take on this phone.
    const [floorSubmit] = tapTime(floorDist, FLOOR_SUBMIT, ['/'], 'live');
    const [floorSubmitPaint] = tapPaint(floorDist, FLOOR_SUBMIT[0], ['/']);
    console.log(`the floor's empty submit (the browser's own validation) tapped once live: its effect ${floorSubmit.delayMs} ms, the next frame ${floorSubmitPaint.interactionMs} ms after the tap`);
  }
  console.log('');
  console.log(`${'tapped'.padEnd(34)}${pad('at paint: effect', 18)}${pad('÷ floor', 9)}${pad('at live: tap → effect', 23)}${pad('→ next paint', 14)}`);
  const rows = [
    ...TAP_ROUTES.map((route) => ({ label: `menu on ${route}`, target: MENU, route })),
    ...(TAP_ROUTES.includes('/login') ? [{ label: 'empty submit on /login', target: LOGIN_SUBMIT, route: '/login' }] : []),
  ];
  for (const { label, target, route } of rows) {
    const [atPaint] = tapTime(outDir, target, [route], 'fcp');
    const [atLive] = tapTime(outDir, target, [route], 'live');
    const [interaction] = tapPaint(outDir, target[0], [route]);
    // A tap whose effect never showed is reported as such, not as a time.
    const paint = atPaint.effectMs == null ? 'not seen' : `${atPaint.effectMs} ms`;
    const ratio = atPaint.effectMs == null ? '-' : (atPaint.effectMs / floorTap.effectMs).toFixed(2);
    const live = atLive.delayMs == null ? 'not seen' : `${atLive.delayMs} ms`;
    const missed = atPaint.effectSeen + atLive.effectSeen < atPaint.runs + atLive.runs ? '  (effect missed in some runs)' : '';
    const nextPaint = interaction.interactionMs == null ? 'not seen' : `${interaction.interactionMs} ms`;
    console.log(`${label.padEnd(34)}${pad(paint, 18)}${pad(ratio, 9)}${pad(live, 23)}${pad(nextPaint, 14)}${missed}`);
  }
}

/** The routes the quiet-after-paint target names. */
const TASK_ROUTES = (process.env.TASK_ROUTES ?? '/ /login /plans /agency /blog /blog/como-criar-bot-vendas-ia /whatsapp-bot').split(/\s+/).filter(Boolean);

function longTasks(dist, routes) {
  const output = execFileSync('node', [fileURLToPath(new URL('long-tasks.mjs', import.meta.url)), dist, ...routes], { cwd: root, encoding: 'utf8', env: { ...process.env, RUNS: process.env.TASK_RUNS ?? '3' } });
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

if (process.env.BENCH_SKIP_TASKS !== '1') {
  console.log(`\nLong tasks after the first paint on the phone profile (long-tasks.mjs, ${process.env.TASK_RUNS ?? 3} runs, medians)\n`);
  console.log(`${'route'.padEnd(34)}${pad('longest', 9)}${pad('blocking', 10)}${pad('tasks', 7)}`);
  for (const row of [...longTasks(floorDist, ['/']).map((row) => ({ ...row, route: 'the floor' })), ...longTasks(outDir, TASK_ROUTES)]) {
    console.log(`${row.route.padEnd(34)}${pad(`${row.longestMs} ms`, 9)}${pad(`${row.blockingMs} ms`, 10)}${pad(row.tasks, 7)}`);
  }
}

if (process.env.BENCH_SKIP_CUSTOMER !== '1') {
  const status = await customerPart();
  if (status !== 0) process.exit(status);
}

if (process.env.BENCH_SKIP_LIGHTHOUSE === '1') process.exit(0);

console.log(`\nLighthouse against the floor (compare.sh, LH_RUNS=${process.env.LH_RUNS ?? 3}): ${LIGHTHOUSE_ROUTES.join(' ')}\n`);
const compare = spawnSync(`${kit}/compare.sh`, [outDir, ...LIGHTHOUSE_ROUTES], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, LH_RUNS: process.env.LH_RUNS ?? '3' },
});
process.exit(compare.status ?? 1);
