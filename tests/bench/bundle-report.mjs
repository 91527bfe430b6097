// What a first visit to each route downloads, read from Vite's manifest and the
// route table the build writes beside it (see routeManifest() in build/plugins.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function sizeOf(outDir, file) {
  const bytes = readFileSync(join(outDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The files a manifest chunk needs at once: itself, its static imports and their CSS. */
function collect(manifest, key, files, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  files.add(chunk.file);
  (chunk.css ?? []).forEach((css) => files.add(css));
  (chunk.imports ?? []).forEach((imported) => collect(manifest, imported, files, seen));
}

const sum = (outDir, files) =>
  [...files].reduce(
    (total, file) => {
      const size = sizeOf(outDir, file);
      return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
    },
    { raw: 0, gzip: 0 },
  );

/**
 * For each public route: the entry, the route's screen chunk and the pt-BR
 * translation chunks it loads, with their static imports and CSS.
 */
export function firstLoadReport(outDir) {
  const manifest = readJson(join(outDir, '.vite/manifest.json'));
  const routes = readJson(join(outDir, '.vite/routes.json'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');

  return routes
    .filter((route) => route.access === 'public' && !route.demoOnly)
    .map((route) => {
      const files = new Set();
      collect(manifest, entryKey, files);
      collect(manifest, route.module, files);
      route.namespaces.forEach((ns) => collect(manifest, `src/i18n/locales/pt-BR/${ns}.json`, files));
      const js = sum(outDir, [...files].filter((file) => file.endsWith('.js')));
      const css = sum(outDir, [...files].filter((file) => file.endsWith('.css')));
      return { path: route.path, js, css, total: { raw: js.raw + css.raw, gzip: js.gzip + css.gzip }, files: [...files].sort() };
    });
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
