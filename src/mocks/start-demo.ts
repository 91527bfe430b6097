import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';
import { dbSnapshotSchema, resetDb } from './db';
import { worker } from './browser';
import { onUnknownToken } from './handlers/utils';
import { sharedDb } from './shared-db';

/**
 * Starts the embedded demo backend in the browser. Its state is restored from
 * localStorage and saved after every request that changed it, so it
 * survives the full-page redirects of the payment journeys and is one state
 * for every tab (./shared-db.ts).
 */
const state = sharedDb(bundledSchemaItem('local', STORAGE_KEYS.demoBackend, dbSnapshotSchema));

export async function startDemoBackend(): Promise<void> {
  // MSW calls registration.update() without handling its failure (e.g. a navigation
  // interrupts the update check); the current worker keeps serving, so it is not an app error.
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (/Failed to update a ServiceWorker/i.test(message)) event.preventDefault();
  });
  if (!state.start()) resetDb();
  worker.events.on('request:start', state.takeUpSaved);
  // Saved when the handler has answered, before the page can read the answer ('response:mocked' comes only once the
  // service worker has delivered it): a tab that takes up a token this one just issued must find its session saved.
  worker.events.on('request:end', state.saveIfChanged);
  onUnknownToken(state.takeUpSaved);
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.demoBackend && event.newValue !== null) state.takeUpSaved();
  });
  try {
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/demo-worker.js' } });
  } catch (error) {
    // Without a service worker (old browser, insecure origin) the site still renders; API calls then fail visibly.
    console.error('The demo backend could not start.', error);
  }
}
