import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenReferences, headingSlugs, issueNumbers } from './docs-references';

/**
 * The README and docs/ name files, folders and sections of this repository.
 * Every name must point at something that exists, so the docs cannot drift
 * from the code unnoticed (./docs-references.ts says what counts as a name).
 */
const root = resolve(__dirname, '../..');
const README_MAX_LINES = 200;

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Source files (not markdown) under a folder: the code's comments name docs/ files too. */
function codeFiles(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return codeFiles(path);
    return /\.(ts|tsx|mjs|js|sh|conf)$/.test(entry.name) ? [path] : [];
  });
}

const docs = ['README.md', ...markdownFiles('docs')];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** A repository path, and (for a markdown target with #anchor) that heading of it. */
function exists(path: string, anchor?: string): boolean {
  if (!existsSync(join(root, path))) return false;
  return !anchor || (path.endsWith('.md') && headingSlugs(read(path)).has(anchor));
}

describe('README and docs/', () => {
  it('are all read (README.md and every file under docs/)', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
    expect(docs).toContain('docs/product/services.md');
  });

  it.each(docs)('%s names only paths and sections that exist', (file) => {
    expect(brokenReferences(read(file), file, exists)).toEqual([]);
  });

  it.each(docs)('%s says what the code does, not which issue asked for it', (file) => {
    expect(issueNumbers(read(file))).toEqual([]);
  });

  it('every docs/ file and section the code names exists (comments and test titles point readers there)', () => {
    const dirs = ['src', 'build', 'deploy', 'tests/e2e', 'tests/bench', 'tests/integration', 'tests/fixtures', 'tests/utils'];
    const named = dirs
      .flatMap((dir) => codeFiles(dir))
      .flatMap((file) => [...read(file).matchAll(/\bdocs\/[\w/.-]+?\.md\b(?:#([\w-]+))?/g)].map(([doc, anchor]) => ({ file, doc, anchor })));
    expect(named.filter(({ anchor }) => anchor).length).toBeGreaterThan(50);
    expect(named.filter(({ doc, anchor }) => !exists(doc.replace(/#.*$/, ''), anchor)).map(({ file, doc }) => `${file}: ${doc}`)).toEqual([]);
  });

  it(`README.md is an entry point of at most ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe('what the docs test reads as a reference', () => {
  const check = (markdown: string, file = 'docs/example.md') => brokenReferences(markdown, file, exists);

  it('reports a path in a code span, a code block or a link that does not exist', () => {
    const markdown = [
      'The client is `src/lib/http/api-client.ts`; storage is `src/lib/no-such-storage.ts`.',
      'Run `npm run test:e2e -- tests/e2e/no-such.spec.ts` or see `vitest.config.ts`.',
      '```bash',
      'deploy/nginx-local.sh dist 8080',
      'deploy/no-such-script.sh',
      '```',
      'See [the layers](architecture.md#layers), [nothing](missing.md) and [a lost section](architecture.md#no-such-section).',
    ].join('\n');
    expect(check(markdown)).toEqual([
      'deploy/no-such-script.sh',
      'src/lib/no-such-storage.ts',
      'tests/e2e/no-such.spec.ts',
      'vitest.config.ts',
      'docs/missing.md',
      'docs/architecture.md#no-such-section',
    ]);
  });

  it('resolves links from the file that holds them, and anchors within it', () => {
    expect(check('[the contract](../api-contract.md) [here](#a-heading)\n\n## A heading', 'docs/product/x.md')).toEqual([]);
    expect(check('[the contract](api-contract.md) [here](#elsewhere)', 'docs/product/x.md')).toEqual(['docs/product/api-contract.md', '#elsewhere (no such heading here)']);
  });

  it('asks for paths from the repository root', () => {
    expect(check('`lib/storage/storage.ts` and `src/lib/storage/storage.ts`')).toEqual(['lib/storage/storage.ts (write it from the repository root: src/...)']);
  });

  it('expands braces and skips placeholders and globs', () => {
    expect(check('`tests/integration/{receipt,no-such}.test.tsx`')).toEqual(['tests/integration/no-such.test.tsx']);
    expect(check('`src/features/<area>/index.ts`, `tests/e2e/*.spec.ts`, `src/lib/...`, https://example.com/src/x')).toEqual([]);
  });

  it('finds issue numbers however they are written', () => {
    expect(issueNumbers('Launch (issue 12); issues 3 and 4; issue #18; the issue is open')).toEqual(['issue 12', 'issues 3', 'issue #18']);
  });
});
