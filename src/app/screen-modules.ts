import type { Screen } from './route-table';

/**
 * A move to another screen downloads the screen's chunks together instead of
 * one import level at a time. The build writes, next to index.html, each
 * screen's chunk and the chunks it imports beyond the entry's
 * (build/prerender.ts); the app fetches that list once the first page is live,
 * so it never weighs on the first visit (a first page's own chunks are
 * preloaded by the page script, src/startup/page.ts).
 */
export const SCREEN_MODULES_FILE = 'screen-modules.json';

export type ScreenModules = Partial<Record<Screen, string[]>>;

