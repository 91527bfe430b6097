import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@/mocks/node';
import { resetDb } from '@/mocks/db';
import { i18n, initI18n } from '@/i18n';
import { NAMESPACES } from '@/i18n/namespaces';
import { queryClient } from '@/lib/query-client';
import { loadStorageSchemas } from '@/lib/storage';

// Lazy screens load real chunks; on a busy CI machine that can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // In the browser main.tsx loads the stored values' schemas when something is stored; tests store values at any time.
  await loadStorageSchemas();
  await initI18n();
  await i18n.loadNamespaces([...NAMESPACES]);
  await i18n.loadLanguages(['pt-BR', 'en-US']);
});

beforeEach(async () => {
  // jsdom's navigator says en-US; tests read pt-BR, the product's default, unless they switch.
  await i18n.changeLanguage('pt-BR');
});

afterEach(() => {
  cleanup();
  // One QueryClient serves the whole app (as in the browser): each test starts with an empty cache.
  queryClient.clear();
  server.resetHandlers();
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

afterAll(() => server.close());
