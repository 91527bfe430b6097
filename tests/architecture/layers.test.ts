import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, exercised on code that is not in the
 * repository: each wrong import must fail `npm run lint`, each allowed one pass.
 */
const cwd = resolve(__dirname, '../..');
let eslint: ESLint;

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = 1;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
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
    ['config imports lib', 'src/config/probe.ts', "import { storage } from '@/lib/storage';", /bottom layer/],
    ['the demo backend imports app', 'src/mocks/probe.ts', "import { routes } from '@/app/router';", /must not import from src\/app/],
    ['code climbs out of its folder', 'src/lib/probe.ts', "import { paths } from '../../src/config/routes';", /@\/ alias/],
    ['a screen calls axios directly', 'src/features/blog/probe.ts', "import axios from 'axios';", /api-client/],
  ])('refuses: %s', async (_case, filePath, source, expected) => {
    const errors = await importErrors(filePath, source);
    expect(errors.join('\n')).toMatch(expected);
  });

  it.each([
    ['app composes a feature through its index', 'src/app/routes/probe.tsx', "import { BlogList } from '@/features/blog';"],
    ['a feature uses lib, config and components', 'src/features/blog/probe.ts', "import { storage } from '@/lib/storage';\nimport { paths } from '@/config/routes';\nimport { Alert } from '@/components/ui/alert';"],
    ['the demo bootstrap starts the demo backend', 'src/main.tsx', "import { worker } from '@/mocks/browser';"],
    ['tests arrange the demo backend', 'tests/integration/probe.test.ts', "import { db } from '@/mocks/db';"],
  ])('allows: %s', async (_case, filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([]);
  });
});
