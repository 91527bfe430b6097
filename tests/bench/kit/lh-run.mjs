#!/usr/bin/env node
// lh-run.mjs BASE_URL [ROUTE ...]
//
// Runs Lighthouse (its default config: mobile form factor, simulated throttling) with the
// performance, accessibility, best-practices and seo categories on BASE_URL + each ROUTE
// (default "/"), each run in a freshly launched headless Chromium with a fresh, temporary
// --user-data-dir (and TMPDIR), and prints one JSON line per route on stdout.
//
// Env:
//   CHROME_PATH     Chromium binary (default /usr/bin/chromium)
//   LH_RUNS         runs per route (default 1); with >1 the line carries the median of
//                   each figure and, under "all", every run's value
//   LH_REPORT_DIR   if set, the full Lighthouse JSON report of every run is written there
//   LH_CPU          simulated CPU slowdown (default: Lighthouse's 4); see below
// Used by lighthouse.sh, which installs Lighthouse (into LH_DIR) and starts the server; it can also be
// run by hand against any URL once lighthouse.sh has installed it.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// Lighthouse is installed apart from the project (lighthouse.sh: LH_DIR, node_modules/.cache/bench-lighthouse).
const lhDir = process.env.LH_DIR || path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../node_modules/.cache/bench-lighthouse');
const requireFromLh = createRequire(path.join(lhDir, 'package.json'));
const importFromLh = (name) => import(pathToFileURL(requireFromLh.resolve(name)).href);
const { default: lighthouse } = await importFromLh('lighthouse');
const chromeLauncher = await importFromLh('chrome-launcher');

const [base, ...routeArgs] = process.argv.slice(2);
if (!base) {
  process.stderr.write('usage: node lh-run.mjs BASE_URL [ROUTE ...]\n');
  process.exit(2);
}
const routes = routeArgs.length ? routeArgs : ['/'];
const runs = Math.max(1, Number.parseInt(process.env.LH_RUNS || '1', 10) || 1);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
// LH_CPU: the simulated CPU slowdown (Lighthouse's mobile default is 4). A machine much faster than a
// mid-range desktop (the report's benchmarkIndex well above ~1,500) needs more to show a slow phone.
const cpuSlowdown = Number(process.env.LH_CPU || 0) || 0;
const SIMULATED_MOBILE = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 };
const reportDir = process.env.LH_REPORT_DIR || '';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function figures(lhr) {
  const a = (id) => lhr.audits[id]?.numericValue;
  const score = (id) => lhr.categories[id]?.score ?? null;
  const failed = {};
  for (const cat of ['accessibility', 'best-practices', 'seo']) {
    const ids = (lhr.categories[cat]?.auditRefs || [])
      .filter((r) => r.weight > 0)
      .map((r) => lhr.audits[r.id])
      .filter((au) => au && au.score !== null && au.score < 1)
      .map((au) => au.id);
    if (ids.length) failed[cat] = ids;
  }
  const round = (v, d = 0) => (v == null ? null : Number(v.toFixed(d)));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: round(a('largest-contentful-paint')),
    fcpMs: round(a('first-contentful-paint')),
    tbtMs: round(a('total-blocking-time')),
    cls: round(a('cumulative-layout-shift'), 4),
    speedIndexMs: round(a('speed-index')),
    totalTransferBytes: round(a('total-byte-weight')),
    failedAudits: failed,
  };
}

// On SIGINT/SIGTERM, close the Chromium in use and remove its profile before exiting.
let current = null; // { chrome, userDataDir }
for (const [sig, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(sig, async () => {
    try {
      await current?.chrome?.kill();
    } catch {}
    if (current?.userDataDir) fs.rmSync(current.userDataDir, { recursive: true, force: true });
    process.exit(code);
  });
}

async function runOnce(url, tag) {
  // One scratch folder per run: the fresh profile, plus Chromium's own TMPDIR (it leaves
  // org.chromium.Chromium.* folders there), all removed after the run.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-run-'));
  const userDataDir = path.join(scratch, 'profile');
  const chromeTmp = path.join(scratch, 'tmp');
  fs.mkdirSync(userDataDir);
  fs.mkdirSync(chromeTmp);
  let chrome;
  current = { chrome: null, userDataDir: scratch };
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      userDataDir,
      envVars: { ...process.env, TMPDIR: chromeTmp },
      logLevel: 'silent',
      handleSIGINT: false,
    });
    current.chrome = chrome;
    const rr = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cpuSlowdown ? { throttling: { ...SIMULATED_MOBILE, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    const lhr = rr.lhr;
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      fs.writeFileSync(path.join(reportDir, `${tag}.json`), rr.report);
    }
    return {
      ...figures(lhr),
      runtimeError: lhr.runtimeError?.code || null,
      runWarnings: lhr.runWarnings || [],
      meta: {
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment?.hostUserAgent,
        benchmarkIndex: lhr.environment?.benchmarkIndex,
        formFactor: lhr.configSettings?.formFactor,
        throttlingMethod: lhr.configSettings?.throttlingMethod,
      },
    };
  } finally {
    try {
      await chrome?.kill();
    } catch {}
    fs.rmSync(scratch, { recursive: true, force: true });
    current = null;
  }
}

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number').sort((p, q) => p - q);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : Number(((v[m - 1] + v[m]) / 2).toFixed(4));
};
const NUMERIC = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'totalTransferBytes'];

let failures = 0;
for (const route of routes) {
  const url = new URL(route, base.endsWith('/') ? base : base + '/').href;
  const slug = (route.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'root');
  const results = [];
  let error = null;
  const t0 = Date.now();
  for (let i = 0; i < runs; i++) {
    try {
      results.push(await runOnce(url, `${slug}-${i + 1}`));
    } catch (e) {
      error = String(e?.message || e);
      break;
    }
  }
  const line = { route, url };
  if (results.length === 1) {
    const { meta, ...rest } = results[0];
    Object.assign(line, rest, { runs: 1, meta });
  } else if (results.length > 1) {
    for (const k of NUMERIC) line[k] = median(results.map((r) => r[k]));
    line.failedAudits = results[0].failedAudits;
    line.runtimeError = results.find((r) => r.runtimeError)?.runtimeError || null;
    line.runWarnings = [...new Set(results.flatMap((r) => r.runWarnings))];
    line.runs = results.length;
    line.all = Object.fromEntries(NUMERIC.map((k) => [k, results.map((r) => r[k])]));
    line.meta = results[0].meta;
  }
  line.seconds = Number(((Date.now() - t0) / 1000).toFixed(1));
  if (error) line.error = error;
  if (error || line.runtimeError || results.length === 0) failures++;
  process.stdout.write(JSON.stringify(line) + '\n');
}
process.exit(failures ? 1 : 0);
