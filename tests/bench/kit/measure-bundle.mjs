#!/usr/bin/env node
// measure-bundle.mjs DIST_DIR
//
// Measures what the first page load of a built Vite SPA needs, from DIST_DIR/index.html:
//   - JS: every <script type="module" src>, every <link rel="modulepreload">, every
//     <link rel="preload" as="script">, plus (transitively) the chunks those import
//     statically. Dynamic import() targets are NOT followed: they are not needed for
//     the first load.
//   - CSS: every <link rel="stylesheet"> and <link rel="preload" as="style">, plus any
//     @import url(...) of local CSS files.
// Prints one JSON object with raw / gzip / brotli byte totals for initial JS and CSS,
// the list of files (with per-file sizes), and the total of all JS in DIST_DIR.
// Uses only Node's built-ins. gzip level 9 and brotli quality 11, each file compressed
// on its own (as a static host that precompresses would serve it).

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const GZIP_LEVEL = 9;
const BROTLI_QUALITY = 11;

function usage(msg) {
  if (msg) process.stderr.write(`measure-bundle: ${msg}\n`);
  process.stderr.write('usage: node measure-bundle.mjs DIST_DIR\n');
  process.exit(2);
}

const distArg = process.argv[2];
if (!distArg || distArg === '-h' || distArg === '--help') usage();
const DIST = path.resolve(distArg);
const INDEX = path.join(DIST, 'index.html');
if (!fs.existsSync(INDEX)) usage(`no index.html in ${DIST}`);

const html = fs.readFileSync(INDEX, 'utf8');

// ---------- compression helpers ----------
const sizeCache = new Map();
function sizesOf(file) {
  if (sizeCache.has(file)) return sizeCache.get(file);
  const buf = fs.readFileSync(file);
  const s = {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: GZIP_LEVEL }).length,
    brotli: zlib.brotliCompressSync(buf, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }).length,
  };
  sizeCache.set(file, s);
  return s;
}

// ---------- HTML parsing (tags only; good enough for Vite's generated index.html) ----------
const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');

function parseAttrs(tagText) {
  const attrs = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  // skip the tag name
  const inner = tagText.replace(/^<\s*[a-zA-Z0-9-]+/, '').replace(/\/?>$/, '');
  let m;
  while ((m = re.exec(inner))) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

function tags(name) {
  const re = new RegExp(`<${name}\\b[^>]*>`, 'gi');
  return [...withoutComments.matchAll(re)].map((m) => parseAttrs(m[0]));
}

// <base href> support (rare in Vite output, but cheap to honour)
const baseTag = tags('base').find((a) => a.href);

// Resolve a URL found in index.html (or a chunk) to a file inside DIST.
// Returns { file } for a local file, { external: url } for another origin,
// or { missing: url } when nothing in DIST matches.
function resolveUrl(url, fromFile) {
  if (!url) return null;
  if (/^(data|blob|javascript):/i.test(url)) return null;
  if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url)) return { external: url };
  const clean = decodeURIComponent(url.split(/[?#]/)[0]);
  let candidates = [];
  if (clean.startsWith('/')) {
    // Absolute path: strip leading segments (a Vite `base` such as /app/) until a file matches.
    const parts = clean.split('/').filter(Boolean);
    for (let i = 0; i < parts.length; i++) candidates.push(path.join(DIST, ...parts.slice(i)));
  } else {
    const fromDir = fromFile ? path.dirname(fromFile) : DIST;
    if (!fromFile && baseTag && !/^[a-z]+:/i.test(baseTag.href)) {
      candidates.push(path.join(DIST, baseTag.href.replace(/^\//, ''), clean));
    }
    candidates.push(path.resolve(fromDir, clean));
  }
  for (const c of candidates) {
    if (c.startsWith(DIST) && fs.existsSync(c) && fs.statSync(c).isFile()) return { file: c };
  }
  return { missing: url };
}

// ---------- static import scanning of an ES module chunk ----------
// Rollup/Rolldown hoist every static import of a chunk to its top, so we read the leading
// import statements only (skipping comments, whitespace and directives). That excludes
// import() calls by construction. `export ... from` re-exports anywhere in the file are
// static too, so we also collect those.
function staticImports(code) {
  const specs = [];
  let i = 0;
  const n = code.length;
  const skipWsComments = () => {
    for (;;) {
      while (i < n && /\s/.test(code[i])) i++;
      if (code.startsWith('//', i)) {
        const e = code.indexOf('\n', i);
        i = e < 0 ? n : e + 1;
      } else if (code.startsWith('/*', i)) {
        const e = code.indexOf('*/', i + 2);
        i = e < 0 ? n : e + 2;
      } else if (code.startsWith('#!', i) && i === 0) {
        const e = code.indexOf('\n', i);
        i = e < 0 ? n : e + 1;
      } else return;
    }
  };
  const readString = () => {
    const q = code[i];
    let j = i + 1;
    while (j < n && code[j] !== q) j += code[j] === '\\' ? 2 : 1;
    const s = code.slice(i + 1, j);
    i = j + 1;
    return s;
  };
  for (;;) {
    skipWsComments();
    // directives like "use strict";
    if ((code[i] === '"' || code[i] === "'") && /^(['"])use [a-z ]+\1/.test(code.slice(i, i + 20))) {
      readString();
      if (code[i] === ';') i++;
      continue;
    }
    if (!code.startsWith('import', i)) break;
    const after = code[i + 6];
    if (after === '(' || after === '.' || /[A-Za-z0-9_$]/.test(after ?? '')) break; // import() / import.meta / identifier
    i += 6;
    // scan to the module specifier: the first string literal that is either directly after
    // `import` (side-effect import) or after `from`.
    let spec = null;
    while (i < n) {
      skipWsComments();
      const c = code[i];
      if (c === '"' || c === "'") {
        spec = readString();
        break;
      }
      if (c === ';') break;
      i++;
    }
    if (spec == null) break;
    // optional import attributes: with { type: "json" }
    skipWsComments();
    if (code.startsWith('with', i) || code.startsWith('assert', i)) {
      const e = code.indexOf('}', i);
      i = e < 0 ? n : e + 1;
    }
    skipWsComments();
    if (code[i] === ';') i++;
    specs.push(spec);
  }
  const reExport = /(?:^|[;}\s])export\s*(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*)from\s*(["'])([^"']+)\1/g;
  for (const m of code.matchAll(reExport)) specs.push(m[2]);
  return [...new Set(specs)];
}

// ---------- collect initial JS ----------
const initialJs = new Map(); // file -> {reason}
const initialCss = new Map();
const external = [];
const missing = [];
const otherPreloads = [];

function addFromHtml(url, kind, reason) {
  const r = resolveUrl(url, null);
  if (!r) return;
  if (r.external) return void external.push({ url: r.external, kind, reason });
  if (r.missing) return void missing.push({ url: r.missing, kind, reason });
  const map = kind === 'js' ? initialJs : initialCss;
  if (!map.has(r.file)) map.set(r.file, { reason });
}

let inlineModuleScripts = 0;
for (const m of withoutComments.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
  const attrs = parseAttrs(`<script ${m[1]}>`);
  if ('nomodule' in attrs) continue; // legacy bundles are not loaded by modern browsers
  if (attrs.src) {
    addFromHtml(attrs.src, 'js', attrs.type === 'module' ? 'entry <script type=module>' : '<script src>');
  } else if (attrs.type === 'module' && m[2].trim()) {
    inlineModuleScripts++;
    for (const spec of staticImports(m[2])) addFromHtml(spec, 'js', 'static import in inline <script type=module>');
  }
}
for (const a of tags('link')) {
  const rel = (a.rel || '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) addFromHtml(a.href, 'js', '<link rel=modulepreload>');
  else if (rel.includes('stylesheet')) {
    if (a.media && a.media.trim() === 'print') continue;
    addFromHtml(a.href, 'css', '<link rel=stylesheet>');
  } else if (rel.includes('preload') && a.as === 'script') addFromHtml(a.href, 'js', '<link rel=preload as=script>');
  else if (rel.includes('preload') && a.as === 'style') addFromHtml(a.href, 'css', '<link rel=preload as=style>');
  else if (rel.includes('preload') && a.href) {
    const r = resolveUrl(a.href, null);
    if (r?.file) otherPreloads.push({ file: path.relative(DIST, r.file), as: a.as || null, ...sizesOf(r.file) });
  }
}

// follow static imports transitively
const queue = [...initialJs.keys()];
while (queue.length) {
  const file = queue.shift();
  const code = fs.readFileSync(file, 'utf8');
  for (const spec of staticImports(code)) {
    if (!/^(\.{1,2}\/|\/|[a-z]+:)/i.test(spec)) continue; // bare specifier: import map or runtime, not a file
    const r = resolveUrl(spec, file);
    if (!r) continue;
    if (r.external) { external.push({ url: r.external, kind: 'js', reason: `static import from ${path.relative(DIST, file)}` }); continue; }
    if (r.missing) { missing.push({ url: r.missing, kind: 'js', reason: `static import from ${path.relative(DIST, file)}` }); continue; }
    if (!initialJs.has(r.file)) {
      initialJs.set(r.file, { reason: `static import from ${path.relative(DIST, file)}` });
      queue.push(r.file);
    }
  }
}

// CSS @import (Vite normally inlines these; handle the rest)
const cssQueue = [...initialCss.keys()];
while (cssQueue.length) {
  const file = cssQueue.shift();
  const css = fs.readFileSync(file, 'utf8');
  for (const m of css.matchAll(/@import\s+(?:url\(\s*)?["']?([^"')\s;]+)["']?\s*\)?/g)) {
    const r = resolveUrl(m[1], file);
    if (r?.file && !initialCss.has(r.file)) {
      initialCss.set(r.file, { reason: `@import from ${path.relative(DIST, file)}` });
      cssQueue.push(r.file);
    }
  }
}

function summarize(map) {
  const files = [];
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const [file, info] of map) {
    const s = sizesOf(file);
    files.push({ file: path.relative(DIST, file), ...s, reason: info.reason });
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return { ...total, count: files.length, files };
}

// ---------- all JS in dist ----------
function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile()) out.push(p);
  }
  return out;
}
const allFiles = walk(DIST);
const allJsFiles = allFiles.filter((f) => /\.(m?js|cjs)$/.test(f));
const allJs = { raw: 0, gzip: 0, count: allJsFiles.length };
for (const f of allJsFiles) {
  const s = sizesOf(f);
  allJs.raw += s.raw;
  allJs.gzip += s.gzip;
}
const allCssFiles = allFiles.filter((f) => f.endsWith('.css'));
const allCss = { raw: 0, gzip: 0, count: allCssFiles.length };
for (const f of allCssFiles) {
  const s = sizesOf(f);
  allCss.raw += s.raw;
  allCss.gzip += s.gzip;
}

const jsSummary = summarize(initialJs);
const cssSummary = summarize(initialCss);
const indexSizes = sizesOf(INDEX);

const result = {
  dist: DIST,
  compression: { gzipLevel: GZIP_LEVEL, brotliQuality: BROTLI_QUALITY, note: 'each file compressed separately' },
  indexHtml: indexSizes,
  initialJs: jsSummary,
  initialCss: cssSummary,
  initialTotal: {
    raw: indexSizes.raw + jsSummary.raw + cssSummary.raw,
    gzip: indexSizes.gzip + jsSummary.gzip + cssSummary.gzip,
    brotli: indexSizes.brotli + jsSummary.brotli + cssSummary.brotli,
    note: 'index.html + initial JS + initial CSS',
  },
  otherPreloads,
  allJs,
  allCss,
  external,
  missing,
  inlineModuleScripts,
};

process.stdout.write(JSON.stringify(result, null, 2) + '\n');
if (jsSummary.count === 0) {
  process.stderr.write('measure-bundle: warning: no initial JS found in index.html\n');
}
