import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, exercised on code that is not in the
 * repository: each wrong import must fail `npm run lint`, each allowed one pass.
 * Two rules guard the layers: `no-restricted-imports` reads the specifier,
 * `import-x/no-restricted-paths` the file it resolves to.
 */
const LAYER_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);
const cwd = resolve(__dirname, '../..');
let eslint: ESLint;

async function lintMessages(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const probe = 1;\n`, { filePath });
  return result?.messages ?? [];
}

async function importErrors(filePath: string, source: string): Promise<string[]> {
  return (await lintMessages(filePath, source)).filter((message) => message.ruleId !== null && LAYER_RULES.has(message.ruleId)).map((message) => message.message);
}

describe('layers (eslint.config.js)', () => {
  beforeAll(async () => {
    eslint = new ESLint({ cwd });
    // Loading the config and its plugins is the slow part: once, outside the timed tests.
    await eslint.lintText('', { filePath: 'src/lib/warmup.ts' });
  }, 60_000);

  it.each([
    ['a feature imports from app', 'src/features/blog/probe.ts', "import { routeTable } from '@/app/route-table';", /must not import from src\/app/],
    ['lib imports a feature', 'src/lib/probe.ts', "import { BlogList } from '@/features/blog';", /must not import features/],
    ['a component imports a feature', 'src/components/ui/probe.tsx', "import { LoginScreen } from '@/features/auth';", /must not import features/],
    ['a feature reaches into another feature', 'src/features/plans/probe.ts', "import { ARTICLE_INDEX } from '@/features/blog/article-index';", /only through its index\.ts/],
    ['app reaches into a feature', 'src/app/routes/probe.tsx', "import { BlogList } from '@/features/blog/blog-list';", /only through its index\.ts/],
    ['a feature imports a sibling feature by a relative path', 'src/features/plans/probe.ts', "import { x } from '../blog/article-index';", /through @\/features/],
    ['a feature imports the demo backend', 'src/features/auth/probe.ts', "import { db } from '@/mocks/db';", /Only the demo bootstrap/],
    ['config imports lib', 'src/config/probe.ts', "import { persistent } from '@/lib/storage/storage';", /bottom layer/],
    ['the demo backend imports app', 'src/mocks/probe.ts', "import { routes } from '@/app/router';", /must not import from src\/app/],
    ['code climbs out of its folder', 'src/lib/probe.ts', "import { paths } from '../../src/config/routes';", /@\/ alias/],
    ['a screen calls axios directly', 'src/features/blog/probe.ts', "import axios from 'axios';", /api-client/],
    ['a unit test climbs out of its folder, except to tests/fixtures', 'src/features/legal/probe.test.ts', "import { renderApp } from '../../../tests/utils/render-app';", /@\/ alias/],
    ['lib imports a domain', 'src/lib/http/probe.ts', "import { useAuth } from '@/domain/session';", /must not import a domain/],
    // The two lib modules with rules of their own (axios, the query library) keep lib's: chosen by the layer's name.
    ['the HTTP client imports a domain', 'src/lib/http/http-client.ts', "import { useAuth } from '@/domain/session';", /this layer must not import a domain/],
    ['the query client imports a domain', 'src/lib/http/query-client.ts', "import { useAuth } from '@/domain/session';", /this layer must not import a domain/],
    ['the query client imports a feature', 'src/lib/http/query-client.ts', "import { BlogList } from '@/features/blog';", /this layer must not import features/],
    ['a domain imports a feature', 'src/domain/billing/probe.ts', "import { BlogList } from '@/features/blog';", /must not import features/],
    ['a feature reaches into a domain', 'src/features/plans/probe.ts', "import { useAuth } from '@/domain/session/auth';", /only through its index\.ts/],
    ['app reaches into a domain', 'src/app/routes/probe.tsx', "import { useAuth } from '@/domain/session/auth';", /only through its index\.ts/],
    ['app code reaches the test fixtures', 'src/features/legal/probe.ts', "import { FULL_COMPANY } from '../../../tests/fixtures/company';", /@\/ alias/],
  ])('refuses: %s', async (_case, filePath, source, expected) => {
    const errors = await importErrors(filePath, source);
    expect(errors.join('\n')).toMatch(expected);
  });

  // A relative path one level up is not "climbing" (../../), so only the resolved path can tell its layer.
  it.each([
    ['lib', 'src/lib/probe.ts', "import { routes } from '../app/router';", /Layers point down: components, lib and i18n/],
    ['lib', 'src/lib/probe.ts', "import { BlogList } from '../features/blog';", /Layers point down: components, lib and i18n/],
    ['lib', 'src/lib/probe.ts', "import { ARTICLE_INDEX } from '../features/blog/article-index';", /Layers point down: components, lib and i18n/],
    ['components', 'src/components/probe.tsx', "import { routeTable } from '../app/route-table';", /Layers point down: components, lib and i18n/],
    ['components', 'src/components/probe.tsx', "import { LoginScreen } from '../features/auth';", /Layers point down: components, lib and i18n/],
    ['i18n', 'src/i18n/probe.ts', "import { routes } from '../app/router';", /Layers point down: components, lib and i18n/],
    ['i18n', 'src/i18n/probe.ts', "import { BlogList } from '../features/blog';", /Layers point down: components, lib and i18n/],
    ['config', 'src/config/probe.ts', "import { routeTable } from '../app/route-table';", /config is the bottom layer/],
    ['config', 'src/config/probe.ts', "import { BlogList } from '../features/blog';", /config is the bottom layer/],
    ['config', 'src/config/probe.ts', "import { persistent } from '../lib/storage/storage';", /config is the bottom layer/],
  ])('refuses a one-level relative import from %s: %s', async (_layer, filePath, source, expected) => {
    const messages = await lintMessages(filePath, source);
    const byPath = messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
    expect(byPath.join('\n')).toMatch(expected);
    // The specifier rules alone let these through: the resolved path is what refuses them.
    expect(messages.filter((message) => message.ruleId === 'no-restricted-imports')).toEqual([]);
  });

  it.each([
    ['the @/ alias from lib into app', 'src/lib/probe.ts', "import { routes } from '@/app/router';", /Layers point down: components, lib and i18n/],
    ['a feature into another feature’s internals by a relative path', 'src/features/plans/probe.ts', "import { ARTICLE_INDEX } from '../blog/article-index';", /only through its index\.ts/],
    ['app into a feature’s internals, however written', 'src/app/probe.tsx', "import { BlogList } from '../features/blog/blog-list';", /only through its index\.ts/],
    ['a domain into another domain’s internals by a relative path', 'src/domain/orders/probe.ts', "import { useAuth } from '../session/auth';", /Import another domain only through its index\.ts/],
    ['a domain into a feature by a relative path', 'src/domain/probe.ts', "import { BlogList } from '../features/blog';", /a domain imports neither app, features nor the demo backend/],
    ['lib into a domain by a relative path', 'src/lib/probe.ts', "import { useAuth } from '../domain/session';", /components, lib and i18n import neither app, features, domains/],
    ['the demo backend into a domain’s index', 'src/mocks/handlers/probe.ts', "import { countThisMonth } from '@/domain/orders';", /pure rules from their files/],
    ['the demo backend into app by a relative path', 'src/mocks/probe.ts', "import { routes } from '../app/router';", /the demo backend does not import app/],
    ['a feature into app by a relative path', 'src/features/probe.ts', "import { routes } from '../app/router';", /a feature imports neither app/],
    ['a feature into the demo backend by a relative path', 'src/features/probe.ts', "import { db } from '../mocks/db';", /a feature imports neither app nor the demo backend/],
  ])('refuses by resolved path: %s', async (_case, filePath, source, expected) => {
    const messages = await lintMessages(filePath, source);
    const byPath = messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
    expect(byPath.join('\n')).toMatch(expected);
  });

  it.each([
    ['lib uses config and i18n by relative paths', 'src/lib/probe.ts', "import { paths } from '../config/routes';\nimport { NAMESPACES } from '../i18n/namespaces';"],
    ['i18n uses lib by a relative path', 'src/i18n/probe.ts', "import { persistent } from '../lib/storage/storage';"],
    ['components use lib and config by relative paths', 'src/components/probe.tsx', "import { useHydrated } from '../lib/react/use-hydrated';\nimport { env } from '../config/env';"],
    ['a feature uses another feature through its index', 'src/features/plans/probe.ts', "import { BlogList } from '@/features/blog';\nimport { LoginScreen } from '@/features/auth';"],
    ['a feature uses a domain through its index', 'src/features/plans/probe.ts', "import { useAuth } from '@/domain/session';"],
    ['a domain uses another domain through its index, and its own files', 'src/domain/orders/probe.ts', "import { useAuth } from '@/domain/session';\nimport { planQuota } from './quota';"],
    ['a feature uses its own files', 'src/features/blog/probe.ts', "import { ARTICLE_INDEX } from './article-index';"],
    ['app uses features through their index and lib', 'src/app/probe.tsx', "import { BlogList } from '../features/blog';\nimport { persistent } from '../lib/storage/storage';"],
    ['the demo backend uses a feature’s index, lib and config', 'src/mocks/probe.ts', "import { BlogList } from '../features/blog';\nimport { persistent } from '../lib/storage/storage';\nimport { paths } from '../config/routes';"],
  ])('allows by resolved path: %s', async (_case, filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([]);
  });

  it.each([
    ['app composes a feature through its index', 'src/app/routes/probe.tsx', "import { BlogList } from '@/features/blog';"],
    ['a feature uses lib, config and components', 'src/features/blog/probe.ts', "import { persistent } from '@/lib/storage/storage';\nimport { paths } from '@/config/routes';\nimport { Alert } from '@/components/ui/alert';"],
    [
      'the demo backend takes a domain’s pure rule from its file',
      'src/mocks/handlers/probe.ts',
      "import { countThisMonth } from '@/domain/orders/quota';\nimport { writePaymentReference } from '@/domain/billing/payment-reference';",
    ],
    ['the demo bootstrap starts the demo backend', 'src/main.tsx', "import { worker } from '@/mocks/browser';"],
    ['tests arrange the demo backend', 'tests/integration/probe.test.ts', "import { db } from '@/mocks/db';"],
    ['a unit test beside the code takes shared test data from tests/fixtures', 'src/features/legal/probe.test.ts', "import { FULL_COMPANY } from '../../../tests/fixtures/company';"],
  ])('allows: %s', async (_case, filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([]);
  });
});
