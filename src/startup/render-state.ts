/**
 * How the page comes alive, as `<html data-render>` (docs/startup.md draws it):
 *
 *   head.ts ──▶ hydrate ─────────────────────────────────────────────▶ live (app)
 *          ├──▶ translate ──(page.ts swaps in the markup)──▶ hydrate ──▶ live
 *          │                └──(no markup in that language)──▶ client
 *          └──▶ client ──(app renders)───────────────────────────────▶ live
 *                     └──(head.ts, 6 s without the app)──▶ late ──(app)──▶ live
 *   any state but live ──(the app's files could not be downloaded)──▶ failed
 *
 * Each arrow has one writer: the head script decides the first state, the page
 * script only translates (before the first paint), the app alone says `live`
 * (src/app/live-signal.tsx), once the page's first render has committed: from
 * then on a tap is answered; `failed` is written by ./load-failure.ts alone.
 * global.css hides the served markup while it is `client` or `translate`.
 */
import { CAMPAIGN_PARAMS } from '@/config/campaign';
import type { Language } from '@/config/languages';
import { LANGUAGE_QUERY } from '@/i18n/language';

export type RenderState =
  /** The served markup is this page in the visitor's language: the app hydrates it. */
  | 'hydrate'
  /** The document is this page in another language: the page script swaps in the visitor's markup before the first paint. */
  | 'translate'
  /** The browser renders this page itself (another address or language, a query, stored state): the served markup stays hidden. */
  | 'client'
  /** The app has not rendered this page's hidden markup 6 s after the head ran (a very slow network): it shows meanwhile. */
  | 'late'
  /** The app's files could not be downloaded, retries included: a message says so, with a way to try again (./load-failure.ts). */
  | 'failed'
  /** The page has committed its first render: every tap is answered by the app. */
  | 'live';

const ATTRIBUTE = 'data-render';
/** How long the markup of a page the browser renders itself stays hidden at most. */
export const LATE_AFTER_MS = 6000;

export function readRenderState(): RenderState | null {
  return typeof document === 'undefined' ? null : (document.documentElement.getAttribute(ATTRIBUTE) as RenderState | null);
}

export function writeRenderState(state: RenderState): void {
  document.documentElement.setAttribute(ATTRIBUTE, state);
}

/** Calls `onLive` once the app says `live` (at once if it already has). */
export function whenLive(onLive: () => void): void {
  if (readRenderState() === 'live') {
    onLive();
    return;
  }
  const observer = new MutationObserver(() => {
    if (readRenderState() !== 'live') return;
    observer.disconnect();
    onLive();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
}

/**
 * Whether this visit hydrates the served markup: read once, when the entry loads (the
 * app says `live` later), by what must match the markup exactly (the served head).
 */
export const hydratesServedMarkup: boolean = /* @__PURE__ */ readRenderState() === 'hydrate';

export interface ServedPage {
  /** The path the markup was rendered for (`<html data-path>`), null for a page with no markup. */
  servedPath: string | null;
  /** The language the markup was rendered in (the document's own `<html lang>`). */
  servedLanguage: string;
  /** The address's path, without a trailing slash. */
  path: string;
  search: string;
  language: Language;
  /** Whether the visitor carries a stored value that changes the page's first render (RouteMeta.clientWhenStored). */
  carriesPageState: boolean;
}

/** A query of campaign parameters and the language only: the page is the same for every visitor. */
function isPlainQuery(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((name) => name === '' || name === LANGUAGE_QUERY || CAMPAIGN_PARAMS.includes(name));
}

/** The head script's decision: the served markup is hydrated as it is, translated first, or hidden for the browser to render. */
export function decideRenderState(page: ServedPage): 'hydrate' | 'translate' | 'client' {
  if (page.servedPath !== page.path || page.carriesPageState || !isPlainQuery(page.search)) return 'client';
  return page.servedLanguage === page.language ? 'hydrate' : 'translate';
}
