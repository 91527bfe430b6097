import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from '@/mocks/node';
import { resetDb } from '@/mocks/db';
import { i18n, initI18n } from '@/i18n';
import { NAMESPACES } from '@/i18n/namespaces';
import { queryClient } from '@/lib/http/query-client';
import { resetHistoryConnection } from '@/domain/orders/history/history-connection';
import * as v from 'valibot';
import { loadStorageSchemas, bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';
import { checkStoredValuesOnDemand } from '@/app/schemas-on-demand';

// Lazy screens load real chunks; on a busy 2-core machine that can take seconds. A generous ceiling for
// findBy/waitFor (a passing test never waits for it), the same for every file.
configure({ asyncUtilTimeout: 15_000 });

/**
 * Every key in both areas. lib/storage/storage.ts keeps the values a refusing storage (a test's throwing setItem) did not
 * take in memory, for the page's life: removing each key forgets them too, so the next test is a new page.
 */
const everyStoredItem = Object.values(STORAGE_KEYS).flatMap((key) => (['local', 'session'] as const).map((area) => bundledSchemaItem(area, key, v.unknown())));

/** A fresh start for the next test: no rendered app, cached queries, demo data, storage or cookies. */
function forgetEverything(): void {
  cleanup();
  vi.useRealTimers();
  // One QueryClient serves the whole app (as in the browser): each test starts with an empty cache.
  queryClient.clear();
  // And one history store (run in the page here: jsdom has no workers), new for each test.
  resetHistoryConnection();
  resetDb();
  for (const item of everyStoredItem) item.remove();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // In the browser the app's start loads the stored values' schemas when something is stored (prepareStorage in
  // src/lib/storage/storage.ts, called by src/i18n/index.ts); tests store values at any time.
  // (Each of these runs once per worker when files share modules; later calls return at once.)
  checkStoredValuesOnDemand();
  await loadStorageSchemas();
  await initI18n();
  await i18n.loadNamespaces([...NAMESPACES]);
  await i18n.loadLanguages(['pt-BR', 'en-US']);
});

/**
 * jsdom's default stylesheet hides every [popover] but jsdom has no Popover API to open one: the header's menu shows,
 * as it does inline on a wide screen (the browser tests open it as a popover on a phone).
 */
function showPopovers(): void {
  if (document.getElementById('jsdom-popovers')) return;
  const style = document.createElement('style');
  style.id = 'jsdom-popovers';
  style.textContent = '[popover] { display: block; }';
  document.head.append(style);
}

beforeEach(async () => {
  // A test that asserts nothing cannot fail: every test must make at least one assertion.
  expect.hasAssertions();
  // Work a previous test (or file) left running may still have written after its end.
  forgetEverything();
  showPopovers();
  // jsdom's navigator says en-US; tests read pt-BR, the product's default, unless they switch.
  await i18n.changeLanguage('pt-BR');
  // That switch kept its language in a cookie too (src/i18n/language.ts); a test's visitor has chosen nothing yet.
  document.cookie = 'i18next=; path=/; max-age=0';
});

afterEach(() => {
  forgetEverything();
  server.resetHandlers();
});

afterAll(() => {
  server.close();
  // The next file in this worker may get this same document and window: leave them as a fresh page.
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  // The language attribute follows i18n's language (src/i18n/index.ts), which every test sets.
  for (const name of document.documentElement.getAttributeNames()) if (name !== 'lang') document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
});
