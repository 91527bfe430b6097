import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No module of src/ reaches itself through its imports, type-only ones and re-exports included: a circle
 * means two modules that cannot be read, changed or tested one without the other (and, at run time, one
 * of them is read half-initialised).
 */
const root = resolve(__dirname, '../..');
const src = join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(specifier: string, importer: string): string | null {
  const base = specifier.startsWith('@/') ? join(src, specifier.slice(2)) : specifier.startsWith('.') ? normalize(join(dirname(importer), specifier)) : null;
  if (!base) return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate)) ?? null;
}

/** Static imports and re-exports, type-only ones included (a dynamic import() loads later: not a circle). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/gm;

export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const source = readFileSync(file, 'utf8');
      const targets = [...source.matchAll(STATIC_IMPORT)].map(([, specifier]) => resolveImport(specifier!, file)).filter((target): target is string => target !== null);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Each circle once, as the files along it. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('form no circle in src/, type-only imports and re-exports included', () => {
    const graph = importGraph(sourceFiles(src));
    expect(graph.size).toBeGreaterThan(300);
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => relative(root, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
