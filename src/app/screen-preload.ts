/**
 * A move to another screen downloads the screen's chunks together instead of one import level at a time, from the
 * list the build writes (./screen-modules.ts), fetched once the first page is live.
 */
import { basePath, isProductionBuild } from '@/config/env';
import { addPreloadLink } from '@/startup/preload-link';
import type { Screen } from './route-table';
import { SCREEN_MODULES_FILE, type ScreenModules } from './screen-modules';

let screenModules: ScreenModules = {};
const preloaded = new Set<string>();

/** Only this site's built chunks: anything else in the file is ignored. */
function chunkList(value: unknown): string[] {
  const assets = `${basePath}assets/`;
  return Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string' && href.startsWith(assets) && href.endsWith('.js') && !href.includes('..')) : [];
}

let loading: Promise<void> | null = null;

/**
 * Fetches the list, once however often the page says it is live (production builds only: the dev
 * server has no chunks). A failure only costs the parallel downloads.
 */
export function loadScreenModules(): Promise<void> {
  if (!isProductionBuild) return Promise.resolve();
  loading ??= fetchScreenModules();
  return loading;
}

async function fetchScreenModules(): Promise<void> {
  try {
    const response = await fetch(`${basePath}${SCREEN_MODULES_FILE}`);
    const data: unknown = response.ok ? await response.json() : null;
    if (data && typeof data === 'object') {
      screenModules = Object.fromEntries(Object.entries(data).map(([screen, files]) => [screen, chunkList(files)]));
    }
  } catch {
    // Offline or blocked: screens still load, their imports one level at a time.
  }
}

/** Starts downloading a screen's chunks in parallel (each once); its import() then finds them in flight. */
export function preloadScreen(screen: Screen): void {
  for (const href of screenModules[screen] ?? []) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    addPreloadLink('modulepreload', href);
  }
}

/** For tests: forget the list and what was preloaded. */
export function resetScreenPreloads(): void {
  loading = null;
  screenModules = {};
  preloaded.clear();
}
