import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage';
import { dbSnapshotSchema, restoreDb, resetDb, snapshotDb } from './db';
import { worker } from './browser';

/**
 * Starts the embedded demo backend in the browser. Its state is restored from
 * localStorage and saved after every mocked response, so it survives the
 * full-page redirects of the payment journeys.
 */
const savedDb = bundledSchemaItem('local', STORAGE_KEYS.demoBackend, dbSnapshotSchema);

export async function startDemoBackend(): Promise<void> {
  // MSW calls registration.update() without handling its failure (e.g. a navigation
  // interrupts the update check); the current worker keeps serving, so it is not an app error.
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (/Failed to update a ServiceWorker/i.test(message)) event.preventDefault();
  });
  if (!restoreDb(savedDb.get())) resetDb();
  worker.events.on('response:mocked', () => savedDb.set(snapshotDb()));
  // Each tab runs its own copy of the backend (the service worker hands a request to the tab that made it).
  // One server has one state: a change saved by another tab (a login, a payment) is this tab's too, before
  // it answers its next request; else this tab would refuse the other's new session and undo its login.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.demoBackend && event.newValue !== null) restoreDb(savedDb.get());
  });
  try {
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  } catch (error) {
    // Without a service worker (old browser, insecure origin) the site still renders; API calls then fail visibly.
    console.error('The demo backend could not start.', error);
  }
}
