import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from 'vite';

/** The real `vite build` with the project's config: a bad environment stops it before it bundles anything. */
const root = resolve(__dirname, '..');
const saved = { ...process.env };
const outDir = mkdtempSync(join(tmpdir(), 'build-guard-'));

async function buildWith(env: Record<string, string>): Promise<unknown> {
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
  Object.assign(process.env, env);
  return build({ root, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, write: false } }).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('the production build guard', () => {
  afterEach(() => {
    process.env = { ...saved };
    rmSync(outDir, { recursive: true, force: true });
  });

  it.each([
    [{ VITE_DEMO: '' }, /VITE_API_URL is empty/],
    [{ VITE_API_URL: 'http://api.iagencia.com.br' }, /VITE_API_URL must use https/],
    [{ VITE_API_URL: 'https://api.example.com' }, /placeholder host/],
    [{ VITE_API_URL: 'https://api.iagencia.com.br', VITE_GA_ID: 'UA-1' }, /VITE_GA_ID must be a Google Analytics 4 measurement id/],
  ])('fails with %o', async (env, message) => {
    const error = await buildWith(env);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(message);
  });
});
