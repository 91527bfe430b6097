/**
 * The first contentful paint, as the startup scripts wait for it: checked every frame (a paint observer is called
 * hundreds of ms late on a slow phone), with a limit for a page that runs no frames (a tab opened in the background).
 */
import { STARTUP_KEYS } from '@/lib/storage/storage-keys';
import { readStored } from '@/lib/storage/web-storage';

/**
 * A private page's shell that draws the rows a returning customer's last visit kept (./shell.ts): that paint comes
 * first, before the early requests, the history worker and the app (on a return visit the app's files are cached, and
 * would run ahead of it). Without those rows the shell shows nothing of the customer's: the app comes first.
 */
export const paintsKeptRows = (): boolean =>
  document.documentElement.hasAttribute('data-private') && readStored('local', STARTUP_KEYS.historyPreview) !== null;

/** At the latest, what waits for the first paint runs this long after it started waiting. */
const PAINT_WAIT_MAX_MS = 3000;

/** Runs `run` once, in the first frame after the page has painted, or PAINT_WAIT_MAX_MS from now if that comes first. */
export function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const check = () => {
    if (done) return;
    if (performance.getEntriesByName('first-contentful-paint').length) once();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  setTimeout(once, PAINT_WAIT_MAX_MS);
}
