import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'tests/e2e/artifacts', '.shots'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Call the API through src/lib/api-client.ts.', allowTypeImports: true }],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use src/lib/storage.ts.' },
        { name: 'sessionStorage', message: 'Use src/lib/storage.ts.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // it.only, describe.skip, test.fixme, test.describe.only, test.describe.serial.skip...
          selector:
            'MemberExpression[property.name=/^(only|skip|fixme)$/]:matches([object.name=/^(it|test|describe)$/], [object.object.name=/^(it|test|describe)$/], [object.object.object.name=/^(it|test|describe)$/])',
          message: 'No focused or skipped tests.',
        },
      ],
    },
  },
  {
    files: ['src/lib/http-client.ts', 'src/lib/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests arrange and assert on storage directly; the app goes through lib/storage.ts.
    files: ['tests/**', 'src/**/*.test.{ts,tsx}', 'src/lib/storage.ts'],
    rules: { 'no-restricted-globals': 'off' },
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
);
