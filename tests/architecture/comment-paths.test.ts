import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenReferences, commentsOf, type Repository } from './comment-references';
import { headingSlugs } from './docs-references';

/**
 * The code's comments name files, folders and docs/ sections of this repository
 * (`src/lib/storage/storage-keys.ts`, `./docs-references.ts`, `docs/product/payments.md#payment-status`).
 * Every name must point at something that exists, and nothing may send the reader
 * outside the repository: the rules the code follows are stated in docs/product/
 * (./comment-references.ts says what counts as a name).
 */
const root = resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['src', 'build', 'deploy', 'tests'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|sh|conf)$/;
/** Folders that hold no source of ours. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);

function filesUnder(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path);
    return [path];
  });
}

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const sources = SOURCE_FOLDERS.flatMap(filesUnder).filter((file) => SOURCE_FILE.test(file));
const fileNames = new Set(
  [...['src', 'build', 'deploy', 'tests', 'docs', 'public', '.ci'].flatMap(filesUnder), ...readdirSync(root)].map((path) => path.split('/').pop()!),
);

const MODULE_SUFFIXES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
const repository: Repository = {
  exists(path, anchor) {
    if (anchor) return path.endsWith('.md') && existsSync(join(root, path)) && headingSlugs(read(path)).has(anchor);
    return MODULE_SUFFIXES.some((suffix) => existsSync(join(root, path + suffix)));
  },
  hasFileNamed: (name) => fileNames.has(name),
};

/** Every broken name of every comment of a file, as `file:line: name`. */
function brokenIn(file: string, text = read(file), repo = repository): string[] {
  return commentsOf(file, text).flatMap((comment) => brokenReferences(comment.text, file, repo).map((name) => `${file}:${comment.line}: ${name}`));
}

describe('comments in src/, build/, deploy/ and tests/', () => {
  it('are all read', () => {
    expect(sources).toContain('src/app/route-table.ts');
    expect(sources).toContain('build/prerender.ts');
    expect(sources).toContain('deploy/nginx.conf');
    expect(sources).toContain('tests/bench/bench.mjs');
    expect(sources.length).toBeGreaterThan(500);
    expect(commentsOf('src/app/route-table.ts', read('src/app/route-table.ts')).some((comment) => comment.text.includes('docs/product/routes.md'))).toBe(true);
    expect(statSync(join(root, 'docs/product')).isDirectory()).toBe(true);
  });

  it('name only files, folders and docs/ sections that exist, and nothing outside the repository', () => {
    expect(sources.flatMap((file) => brokenIn(file))).toEqual([]);
  });

  it('cite no specification outside the repository, in comments or in test titles', () => {
    const citation = ['SPEC', '§'].join(' ');
    expect(sources.filter((file) => read(file).includes(citation))).toEqual([]);
  });
});

describe('what the comment test reads as a reference', () => {
  const repo: Repository = {
    exists: (path, anchor) =>
      ['src/lib/storage/storage-keys.ts', 'src/domain/billing/payment-status.ts', 'src/config/bots.ts', 'src/config', 'docs/product/payments.md'].includes(path) &&
      (!anchor || anchor === 'payment-status'),
    hasFileNamed: (name) => ['storage-keys.ts', 'bots.ts', 'global.css'].includes(name),
  };
  const check = (source: string, file = 'src/config/probe.ts') => brokenIn(file, source, repo);

  it('reads comments, not strings or regular expressions', () => {
    const source = [
      "const path = 'src/lib/no-such-file.ts';",
      'const pattern = /\\/\\/ src\\/lib\\/no-such-file\\.ts/;',
      'const template = `${"docs/nothing.md"}`;',
      '// src/lib/storage/storage-keys.ts is right; src/lib/storage-kyes.ts is not.',
      '/** docs/product/payments.md#payment-status, docs/product/payments.md#no-such-section */',
      'export const x = <div>{/* ./no-such.tsx */}</div>;',
      'export const y = 1; // build/no-such.ts, after code on its line',
    ].join('\n');
    expect(check(source, 'src/config/probe.tsx')).toEqual([
      'src/config/probe.tsx:4: src/lib/storage-kyes.ts',
      'src/config/probe.tsx:5: docs/product/payments.md#no-such-section',
      'src/config/probe.tsx:6: src/config/no-such.tsx',
      'src/config/probe.tsx:7: build/no-such.ts',
    ]);
  });

  it('resolves relative paths from the comment’s file, and paths from src/ too', () => {
    expect(check('// ./bots.ts, ../config, domain/billing/payment-status.ts, lib/no-such.ts, ../../../elsewhere/README.md')).toEqual([
      'src/config/probe.ts:1: ../../../elsewhere/README.md (outside the repository)',
      'src/config/probe.ts:1: lib/no-such.ts (neither src/lib/no-such.ts nor src/config/lib/no-such.ts)',
    ]);
  });

  it('finds a file named alone nowhere, and a specification the repository does not hold', () => {
    expect(check('// see storage.ts and global.css; gtag.js and index.html are not ours to check')).toEqual(['src/config/probe.ts:1: storage.ts (no file of that name)']);
    expect(check(`// as ${'SPEC'} §4 says`)).toEqual(['src/config/probe.ts:1: SPEC (a specification outside the repository: point at docs/product/ instead)']);
  });

  it('expands braces and skips placeholders and globs', () => {
    expect(check('// src/lib/storage/{storage-keys,no-such}.ts, src/app/routes/<screen>.tsx, tests/e2e/*.spec.ts, src/lib/..., servico_{id}.ts')).toEqual([
      'src/config/probe.ts:1: src/lib/storage/no-such.ts',
    ]);
  });

  it('reads # comments of shell scripts and nginx configs', () => {
    expect(check('#!/bin/sh\n# deploy/no-such.sh\necho "# src/not-a-comment.ts"', 'deploy/probe.sh')).toEqual(['deploy/probe.sh:2: deploy/no-such.sh']);
  });
});
