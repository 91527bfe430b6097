/**
 * The script at the end of every prerendered page's <body> (compiled by the
 * build and inlined after the start data, build/prerender.ts), before the
 * first paint:
 *  1. a page to translate gets the visitor's language's markup (a data block
 *     the build wrote) in place of the served one;
 *  2. the page's events are held until the app is live (./early-events.ts);
 *  3. the app starts: the entry, the page's translations, screen chunks and,
 *     when something is stored, the storage schemas are preloaded, then the
 *     entry runs. A page that hydrates is already readable, so this waits for
 *     its first contentful paint (./first-paint.ts), and the small files do not
 *     compete with the first paint; the entry then runs once the visitor has
 *     had a first look (or acted). A private page's shell asks for every file
 *     at once and runs the entry at once, or right after its first paint when
 *     it paints a returning customer's rows (./first-paint.ts). An entry that
 *     cannot be downloaded is asked for again a few times, then the visitor is
 *     told (./load-failure.ts).
 */
import { withRetries } from '@/lib/retry/with-retries';
import { STARTUP_KEYS } from '@/lib/storage/storage-keys';
import { readStored, type StorageArea } from '@/lib/storage/web-storage';
import { holdEarlyEvents } from './early-events';
import { afterFirstPaint, paintsKeptRows } from './first-paint';
import { showLoadFailure } from './load-failure';
import { addPreloadLink } from './preload-link';
import { readRenderState, writeRenderState } from './render-state';
import { markupId, readStartData, type StartData } from './start-data';


/**
 * The document is this page in another language (a host that does not choose documents by
 * language): its markup in the visitor's language travels as data; swapped in before the first
 * paint, it is hydrated like served markup. Without it, the browser renders the page.
 */
function translate(root: HTMLElement | null): void {
  if (readRenderState() !== 'translate') return;
  // The build escaped `</` and `<!--` in the data block (build/prerender.ts).
  const markup = document.getElementById(markupId(document.documentElement.lang))?.textContent?.replace(/<\\(\/|!--)/g, '<$1');
  if (root && markup) root.innerHTML = markup;
  writeRenderState(root && markup ? 'hydrate' : 'client');
}

type Download = Parameters<typeof addPreloadLink>;

/**
 * The entry and what it imports as it starts, the page's translations and chunks, and the stored values' schemas
 * when something is stored: downloads only. Nothing of the app downloads with the document: the first paint
 * waits for no script.
 */
function pageDownloads(data: StartData, hydrate: boolean): Download[] {
  const downloads: Download[] = [['modulepreload', data.entry], ...data.startModules.map((href): Download => ['modulepreload', href])];
  const session = readStored('local', STARTUP_KEYS.token) !== null;
  // A stored session's profile is read first: the page waits on it.
  if (session) for (const href of data.session ?? []) downloads.push(['modulepreload', href]);
  // The page's own translations and chunks, in the visitor's language: also when the browser renders
  // this page itself because the host sent the other language's document (the chunks are this path's).
  // Not a private page's without a session: the visitor is sent to log in.
  const samePage =
    (hydrate || document.documentElement.getAttribute('data-path') === (location.pathname.replace(/\/+$/, '') || '/')) &&
    (session || !document.documentElement.hasAttribute('data-private'));
  if (samePage) {
    for (const url of data.translations[document.documentElement.lang] ?? []) downloads.push(['preload', url, 'fetch']);
    for (const href of data.modules) downloads.push(['modulepreload', href]);
  }
  const stored = data.schemas?.keys.some(([area, key]) => readStored(area as StorageArea, key) !== null);
  if (stored && data.schemas) downloads.push(['modulepreload', data.schemas.file]);
  // Each file once (a screen's chunks can include React DOM), and none the document links already (a private page's,
  // build/prerender.ts): a second hint for a file whose download failed asks again.
  const linked = new Set(Array.from(document.head.querySelectorAll('link[href]'), (link) => link.getAttribute('href')));
  return downloads.filter(([, href], index) => !linked.has(href) && downloads.findIndex(([, other]) => other === href) === index);
}

/**
 * Asks for the page's downloads. On a painted page, one per task: a tap made at the first paint then
 * waits for one hint at most, not for all of them (each costs a slow phone several milliseconds). A page
 * with nothing to tap before its data (a private page's shell) asks for all of them at once: one hint a
 * task would leave the last ones queued behind the app's own start-up, a round trip each.
 */
function preloadPage(data: StartData, hydrate: boolean, atOnce: boolean): void {
  const downloads = pageDownloads(data, hydrate);
  if (!hydrate || atOnce) {
    for (const download of downloads) addPreloadLink(...download);
    return;
  }
  const next = () => {
    const download = downloads.shift();
    if (!download) return;
    addPreloadLink(...download);
    setTimeout(next, 0);
  };
  next();
}

/** After the first look, the phone menu is laid out ahead, hidden (site-header.css): not inside the tap that opens it. */
const layOutAhead = () => document.documentElement.setAttribute('data-looked', '');

/** One attempt at running the entry: settles when it has run, or when it (or a file it imports) could not be downloaded. */
function addEntryScript(data: StartData): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = data.entry;
    entry.onload = () => resolve();
    entry.onerror = () => {
      // A new element asks for the file again (the browser does not keep a failed module fetch).
      entry.remove();
      reject(new Error(`${data.entry} could not be downloaded`));
    };
    document.head.append(entry);
  });
}

/** Runs the entry (preloaded since the first paint), asked for again a few times should it not arrive, then says so. */
function runEntry(data: StartData): void {
  withRetries(() => addEntryScript(data)).catch(showLoadFailure);
}

/** How long a painted page is left to the visitor before the app starts anyway. */
const FIRST_LOOK_MS = 800;
const FIRST_ACTIONS = ['click', 'keydown', 'input', 'submit', 'focusin'];

/**
 * A painted page is readable, and the taps a first look brings (links, the menu, forms) are answered
 * by the platform: the app starts once the visitor has had a moment to look, or right after their
 * first action on the page has been answered, not in the frame after the paint, where it would
 * queue that first tap behind its own start-up. Listens from before the event contract does (which
 * keeps the app's own controls' events to itself until the app is live).
 */
function firstLook(): { then: (run: () => void) => void } {
  let run: (() => void) | null = null;
  let acted = false;
  let done = false;
  const go = () => {
    if (done || !run) return;
    done = true;
    for (const type of FIRST_ACTIONS) window.removeEventListener(type, onAction, true);
    run();
  };
  // On the next task: what the action set off (a menu opening, a field focused) comes first.
  function onAction(): void {
    acted = true;
    setTimeout(go, 0);
  }
  for (const type of FIRST_ACTIONS) window.addEventListener(type, onAction, true);
  return {
    then(next) {
      run = next;
      if (acted) setTimeout(go, 0);
      else setTimeout(go, FIRST_LOOK_MS);
    },
  };
}

const look = firstLook();
const root = document.getElementById('root');
translate(root);
if (root) holdEarlyEvents(root);

const data = readStartData();
if (data) {
  const hydrate = readRenderState() === 'hydrate';
  if (!hydrate) {
    // Nothing to show until the app has rendered: it starts at once.
    preloadPage(data, hydrate, false);
    runEntry(data);
  } else if (document.documentElement.hasAttribute('data-private')) {
    // A private page's shell (hydrated only with a session) waits for the customer's data and has nothing to tap: its
    // files are asked for at once, and the app starts at once, not after a first look; after the paint when the
    // shell paints the rows the last visit kept.
    preloadPage(data, hydrate, true);
    if (paintsKeptRows()) afterFirstPaint(() => runEntry(data));
    else runEntry(data);
  } else {
    afterFirstPaint(() => {
      preloadPage(data, hydrate, false);
      look.then(() => {
        layOutAhead();
        runEntry(data);
      });
    });
  }
}
