import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The layers (docs/architecture.md): imports point down only.
 *
 *   main.tsx ─▶ app ─▶ features/* ─▶ domain/* ─▶ components · lib · i18n ─▶ config
 *   mocks (demo backend) ─▶ features/* (index only) · domain/* (pure rules) · lib · config
 *
 * A feature and a domain are reached only through their index.ts (the demo backend takes a
 * domain's pure rules from their files: see the zones below); `mocks` only from the demo
 * bootstrap (main.tsx) and tests. The layers are enforced twice: on the file an
 * import resolves to (`import-x/no-restricted-paths` zones, whatever the import
 * is written as: `@/app/router`, `../app/router`...), and on the specifier
 * (`no-restricted-imports`: axios, the `@/` alias instead of `../../`, a
 * feature's index, the demo backend), which words the common mistakes.
 */
const noAxios = { name: 'axios', message: 'Call the API through src/lib/http/api-client.ts.', allowTypeImports: true };
const noQueryLibrary = { name: '@tanstack/react-query', message: 'Use the hooks of src/lib/http/query-client.ts: they carry the one client.', allowTypeImports: true };
const ban = (group, message) => ({ group, message });
const upward = (layer) => ban(['@/app', '@/app/**'], `Layers point down: ${layer} must not import from src/app.`);
const featureInternals = ban(['@/features/*/**'], 'Import another feature only through its index.ts (@/features/<name>).');
const domainInternals = ban(['@/domain/*/**'], 'Import a domain only through its index.ts (@/domain/<name>).');
const anyDomain = (layer) => ban(['@/domain', '@/domain/**'], `Layers point down: ${layer} must not import a domain.`);
const anyFeature = (layer) => ban(['@/features', '@/features/**'], `Layers point down: ${layer} must not import features.`);
const mocks = ban(['@/mocks', '@/mocks/**'], 'Only the demo bootstrap (main.tsx) and tests import src/mocks.');
const climbing = ban(['../../*', '../../**'], 'Import across folders with the @/ alias.');
// No alias points at tests/: a unit test beside the code reaches the shared test data there by a relative path.
const climbingButToFixtures = { regex: '^(\\.\\./){2,}(?!(\\.\\./)*tests/fixtures/)', message: 'Import across folders with the @/ alias (tests/fixtures/ by a relative path).' };

function imports(patterns, { axios = false, queryLibrary = false, climb = false, fixtures = false } = {}) {
  const paths = [...(axios ? [] : [noAxios]), ...(queryLibrary ? [] : [noQueryLibrary])];
  const climbRule = fixtures ? climbingButToFixtures : climbing;
  return ['error', { paths, patterns: climb ? patterns : [climbRule, ...patterns] }];
}

const noFocusedTests = {
  // it.only, describe.skip, test.fixme, test.describe.only, test.describe.serial.skip...
  selector:
    'MemberExpression[property.name=/^(only|skip|fixme)$/]:matches([object.name=/^(it|test|describe)$/], [object.object.name=/^(it|test|describe)$/], [object.object.object.name=/^(it|test|describe)$/])',
  message: 'No focused or skipped tests.',
};
const envOnlyInConfig = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'Read the build variables through src/config/env.ts.',
};

const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(`${root}src/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** Every feature's index.ts, relative to src/features: the only way into a feature. */
const featureIndexes = features.map((name) => `./${name}/index.ts`);
const domains = readdirSync(`${root}src/domain`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** Every domain's index.ts, relative to src/domain: the only way into a domain. */
const domainIndexes = domains.map((name) => `./${name}/index.ts`);
const down = (layer) => `Layers point down: ${layer} (docs/architecture.md).`;
/** `import-x/no-restricted-paths` zones, on resolved files (paths relative to the repository). */
const zones = [
  {
    target: ['src/components', 'src/lib', 'src/i18n'],
    from: ['src/app', 'src/features', 'src/domain', 'src/mocks', 'src/main.tsx'],
    message: down('components, lib and i18n import neither app, features, domains nor the demo backend'),
  },
  { target: 'src/domain', from: ['src/app', 'src/features', 'src/mocks', 'src/main.tsx'], message: down('a domain imports neither app, features nor the demo backend') },
  {
    target: 'src/config',
    from: ['src/app', 'src/features', 'src/domain', 'src/mocks', 'src/lib', 'src/components', 'src/i18n', 'src/main.tsx'],
    message: down('config is the bottom layer, plain data only'),
  },
  { target: 'src/features', from: ['src/app', 'src/mocks', 'src/main.tsx'], message: down('a feature imports neither app nor the demo backend') },
  { target: 'src/app', from: ['src/mocks', 'src/main.tsx'], message: 'Only the demo bootstrap (main.tsx) and tests import src/mocks.' },
  { target: 'src/mocks', from: ['src/app', 'src/main.tsx'], message: down('the demo backend does not import app') },
  // What runs before the app (the inline head and page scripts): config, the language rules and raw storage only.
  {
    target: 'src/startup',
    from: ['src/app', 'src/features', 'src/domain', 'src/components', 'src/mocks', 'src/main.tsx'],
    message: down('startup runs before the app: it imports config, the language rules and raw storage only'),
  },
  {
    target: 'src/startup',
    from: 'src/lib',
    // The history's saved first page is drawn in a private page's shell before the first paint (src/startup/shell.ts).
    except: ['./storage/web-storage.ts', './storage/storage-keys.ts', './retry/with-retries.ts', './storage/history-preview.ts', './dom/markup-copy.ts'],
    message: down('startup reads storage as plain text, draws the saved first page of the history and retries a download, nothing more'),
  },
  {
    target: 'src/startup',
    from: 'src/i18n',
    // The "could not load" copy (src/startup/load-failure.ts): only its own entry of the file is bundled.
    except: ['./language.ts', './locales/pt-BR/common.json', './locales/en-US/common.json'],
    message: down('startup uses the language rules and the "could not load" copy, not i18next'),
  },
  // A feature is reached through its index.ts only: from app, the entries, the demo backend and the other features.
  { target: ['src/app', 'src/main.tsx', 'src/entry-prerender.tsx', 'src/mocks'], from: 'src/features', except: featureIndexes, message: 'Import a feature only through its index.ts.' },
  // A domain likewise, from everywhere outside it. The demo backend, which stands in for the API, takes the few pure
  // rules it shares with the app (a payment's reference, a service's type, the quota's month) from their files:
  // through an index it would load the app's session and its React hooks with every test's fake server.
  {
    target: ['src/app', 'src/main.tsx', 'src/entry-prerender.tsx', 'src/features'],
    from: 'src/domain',
    except: domainIndexes,
    message: 'Import a domain only through its index.ts.',
  },
  {
    target: 'src/mocks',
    from: domains.map((name) => `src/domain/${name}/index.ts`),
    message: 'The demo backend takes a domain’s pure rules from their files, not through its index.ts, which would load the session’s React hooks with the fake server.',
  },
  ...domains.map((name) => ({
    target: `src/domain/${name}`,
    from: 'src/domain',
    except: [`./${name}`, ...domainIndexes],
    message: 'Import another domain only through its index.ts.',
  })),
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`, ...featureIndexes],
    message: 'Import another feature only through its index.ts.',
  })),
];

/** The specifier rules of each layer, by name: a rule that adds to a layer's names it, never its position. */
const layers = {
  main: { files: ['src/main.tsx'], patterns: [featureInternals, domainInternals] },
  app: { files: ['src/app/**'], patterns: [featureInternals, domainInternals, mocks] },
  features: {
    files: ['src/features/**'],
    patterns: [upward('a feature'), featureInternals, domainInternals, mocks, ban(['../*/**'], 'Another feature is imported through @/features/<name>.')],
  },
  domain: { files: ['src/domain/**'], patterns: [upward('a domain'), anyFeature('a domain'), mocks] },
  plumbing: { files: ['src/components/**', 'src/lib/**', 'src/i18n/**'], patterns: [upward('this layer'), anyFeature('this layer'), anyDomain('this layer'), mocks] },
  config: {
    files: ['src/config/**'],
    patterns: [
      upward('config'),
      anyFeature('config'),
      mocks,
      ban(['@/lib', '@/lib/**', '@/components', '@/components/**', '@/i18n', '@/i18n/**'], 'config is the bottom layer: plain data only.'),
    ],
  },
  mocks: { files: ['src/mocks/**'], patterns: [upward('the demo backend'), featureInternals] },
  // Tests sit outside src and reach it by relative paths where the @/ alias is not available (build scripts).
  tests: { files: ['tests/**'], patterns: [featureInternals], climb: true },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'tests/e2e/artifacts', '.shots', 'tests/bench/floor/src'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Resolves what an import names to a file: the `@/` alias, relative paths, packages.
      'import-x/resolver-next': [createNodeResolver({ alias: { '@': [`${root}src`] }, extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': imports([]),
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use src/lib/storage/storage.ts.' },
        { name: 'sessionStorage', message: 'Use src/lib/storage/storage.ts.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use src/lib/storage/storage.ts.' },
        { object: 'window', property: 'sessionStorage', message: 'Use src/lib/storage/storage.ts.' },
      ],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    // The build's variables are read in one place; a test the bundler must see to drop demo or development code
    // stays inline, with a comment saying so, in the few files listed below.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/env.ts', 'src/config/api-base.ts', 'src/main.tsx', 'src/app/router.tsx', 'src/i18n/index.ts', 'src/features/auth/login-screen.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noFocusedTests, envOnlyInConfig] },
  },
  ...Object.values(layers).map(({ files, patterns, climb }) => ({ files, rules: { 'no-restricted-imports': imports(patterns, { climb }) } })),
  { files: ['src/**/*.{ts,tsx}'], rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] } },
  {
    // Unit tests beside the code arrange the demo backend's handlers and data.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': imports([featureInternals], { fixtures: true }), 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The one module that owns axios: lib's rules, axios allowed.
    files: ['src/lib/http/http-client.ts'],
    rules: { 'no-restricted-imports': imports(layers.plumbing.patterns, { axios: true }) },
  },
  {
    // The one module that owns the query library's client: lib's rules, the library allowed.
    files: ['src/lib/http/query-client.ts'],
    rules: { 'no-restricted-imports': imports(layers.plumbing.patterns, { queryLibrary: true }) },
  },
  {
    files: ['src/lib/**/*.test.ts'],
    rules: { 'no-restricted-imports': imports([featureInternals], { axios: true, fixtures: true }) },
  },
  {
    // Tests arrange and assert on storage directly; the app goes through src/lib/storage/storage.ts.
    files: ['tests/**', 'src/**/*.test.{ts,tsx}', 'src/lib/storage/web-storage.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // Playwright fixtures call `use()` and take `{}` when they need no other fixture; neither is React.
    files: ['tests/e2e/**/*.ts', 'playwright.config.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The benchmark's measuring scripts hand functions to the page they drive, which run in the browser.
    files: ['tests/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-empty': ['error', { allowEmptyCatch: true }] },
  },
  {
    // The demo backend's service worker runs in the browser's worker scope.
    files: ['public/demo-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
