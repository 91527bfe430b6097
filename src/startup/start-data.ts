/**
 * What a prerendered page tells the scripts that start it: JSON in
 * `<script type="application/json" id="app-start">`, written by the build
 * (build/prerender.ts). Read here only, once, by the page script (what to
 * download), the app's entry (which translations to hydrate with) and
 * src/lib/format/format.ts (the prices and dates as the markup shows them).
 */
export interface StartData {
  /** The entry script. */
  entry: string;
  /** What the entry imports as it starts (React DOM, evaluated in a task of its own): preloaded with it on every page. */
  startModules: string[];
  /** The page's screen chunks, preloaded when it hydrates. */
  modules: string[];
  /** The translation namespaces the page was rendered with (common first). */
  ns: string[];
  /** Their files per language, in the order of `ns`. */
  translations: Record<string, string[]>;
  /** The prices and dates the markup shows, as the build formatted them. */
  formats?: Record<string, string>;
  /** The stored values' schemas chunk, preloaded when one of these [area, key] holds a value. */
  schemas?: { file: string; keys: [string, string][] };
  /**
   * What reads a stored session's profile (the profile query, the query library), preloaded with the entry when a
   * session is stored, on the pages that ask for it before the app runs (RouteMeta.early).
   */
  session?: string[];
}

export const START_DATA_ID = 'app-start';

/**
 * The id of the data block holding the page's markup in another language (a JSON string): the
 * page script swaps it in, before the first paint, for a visitor who reads that language.
 */
export const markupId = (language: string) => `app-markup-${language}`;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function parse(text: string): StartData | null {
  try {
    const data = JSON.parse(text) as Partial<StartData> | null;
    if (!data || typeof data.entry !== 'string') return null;
    return { ...data, entry: data.entry, startModules: strings(data.startModules), modules: strings(data.modules), session: strings(data.session), ns: strings(data.ns), translations: data.translations && typeof data.translations === 'object' ? data.translations : {} };
  } catch {
    return null;
  }
}

let read: { data: StartData | null } | null = null;

/** The page's start data; null on a page without any (the dev server, a broken document). */
export function readStartData(): StartData | null {
  if (!read) {
    const text = typeof document === 'undefined' ? null : document.getElementById(START_DATA_ID)?.textContent;
    read = { data: text ? parse(text) : null };
  }
  return read.data;
}
