/**
 * The script at the top of every page's <head> (compiled by the build and
 * inlined, build/startup-scripts.ts), before anything is painted:
 *  - the page's language, by the app's own rules (src/i18n/language.ts), as `<html lang>`
 *    (the document's own `lang` says which language its markup is in);
 *  - an old address served its page's markup (`data-alias`, /agency-old) takes that
 *    page's address first, query and hash kept, as the app's redirect would;
 *  - a stored session marks `data-session`, so the header keeps the account buttons' room, and asks for what
 *    the page names in `data-early` (./early-requests.ts): at once, or after the first paint on a private page that
 *    draws a returning customer's rows;
 *  - the first render state (./render-state.ts), and `late` if the app has not
 *    rendered this page's own hidden markup after LATE_AFTER_MS (another page's
 *    markup, the app shell's, stays hidden).
 */
import { STARTUP_KEYS } from '@/lib/storage/storage-keys';
import { readStored, type StorageArea } from '@/lib/storage/web-storage';
import { detectLanguage } from '@/i18n/language';
import { startEarlyRequests, startHistoryWorker } from './early-requests';
import { afterFirstPaint, paintsKeptRows } from './first-paint';
import { decideRenderState, LATE_AFTER_MS, readRenderState, writeRenderState } from './render-state';

const html = document.documentElement;
const { location, history } = window;

// The language the document was written in (the host picks it: build/prerender.ts), then the visitor's.
const servedLanguage = html.lang;
const language = detectLanguage();
html.lang = language;

const token = readStored('local', STARTUP_KEYS.token);
if (token) html.setAttribute('data-session', '');
const session = { token, account: readStored('local', STARTUP_KEYS.account), language };
const startEarly = () => {
  startEarlyRequests({ ...session, paths: html.getAttribute('data-early') });
  startHistoryWorker({ ...session, script: html.getAttribute('data-history-worker') });
};
// Not even the requests come before a returning customer's rows are painted: only the app reads them, and it runs
// after that paint (./page.ts).
if (paintsKeptRows()) afterFirstPaint(startEarly);
else startEarly();

const servedPath = html.getAttribute('data-path');
let path = location.pathname.replace(/\/+$/, '') || '/';
if (servedPath && html.getAttribute('data-alias') === path) {
  try {
    history.replaceState(history.state, '', servedPath + location.search + location.hash);
    path = servedPath;
  } catch {
    // The old address stays; the app redirects it.
  }
}

/** `local:pendingPlan session:loginForm`: stored values that change this page's first render. */
const pageStateKeys = (html.getAttribute('data-client-when-stored') ?? '').split(' ').filter(Boolean);
// A private page's shell is nothing to a visitor without a session: the app sends them to log in instead.
const shellWithoutSession = html.hasAttribute('data-private') && !token;
const carriesPageState =
  shellWithoutSession ||
  pageStateKeys.some((entry) => {
    const [area, key] = entry.split(':');
    return Boolean(key) && readStored(area as StorageArea, key!) !== null;
  });

writeRenderState(decideRenderState({ servedPath, servedLanguage, path, search: location.search, language, carriesPageState }));
// Only this page's own markup: the app shell carries the home page's, which must never stand for another page.
if (servedPath === path && !shellWithoutSession) {
  setTimeout(() => {
    if (readRenderState() === 'client') writeRenderState('late');
  }, LATE_AFTER_MS);
}
