/**
 * The script at the end of every prerendered page's <body> (compiled by the
 * build and inlined after the start data, build/prerender.ts), before the
 * first paint:
 *  1. the page's events are held until the app is live (./early-events.ts);
 *  2. the app starts: the page's translations, screen chunks and, when
 *     something is stored, the storage schemas are preloaded, then the entry
 *     runs (it has been downloading since the document arrived). A page that
 *     hydrates is already readable, so this waits for the first contentful
 *     paint (checked every frame: a paint observer is called hundreds of ms late
 *     on a slow phone), and the small files do not compete with the first paint.
 */
import { readStored, type StorageArea } from '@/lib/web-storage';
import { holdEarlyEvents } from './early-events';
import { readRenderState } from './render-state';
import { readStartData, type StartData } from './start-data';

const root = document.getElementById('root');
if (root) holdEarlyEvents(root);

function preload(rel: 'preload' | 'modulepreload', href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  if (as) link.as = as;
  document.head.append(link);
}

function startApp(data: StartData, hydrate: boolean): void {
  // The page's own translations and chunks, in the visitor's language: also when the browser renders
  // this page itself because the host sent the other language's document (the chunks are this path's).
  const samePage = hydrate || document.documentElement.getAttribute('data-path') === (location.pathname.replace(/\/+$/, '') || '/');
  if (samePage) {
    (data.translations[document.documentElement.lang] ?? []).forEach((url) => preload('preload', url, 'fetch'));
    data.modules.forEach((href) => preload('modulepreload', href));
  }
  const stored = data.schemas?.keys.some(([area, key]) => readStored(area as StorageArea, key) !== null);
  if (stored && data.schemas) preload('modulepreload', data.schemas.file);
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = data.entry;
  document.head.append(entry);
}

const data = readStartData();
if (data) {
  const hydrate = readRenderState() === 'hydrate';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp(data, hydrate);
  };
  const painted = () => {
    if (performance.getEntriesByName('first-contentful-paint').length) start();
    else if (!started) requestAnimationFrame(painted);
  };
  if (hydrate) {
    requestAnimationFrame(painted);
    setTimeout(start, 3000);
  } else {
    start();
  }
}
