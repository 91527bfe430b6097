import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { E2E_ENV } from './env';

export const E2E_OUT_DIR = fileURLToPath(new URL('../../node_modules/.cache/e2e-dist', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    outDir: string;
  }
}

/**
 * Builds the app on the demo backend and serves it with `vite preview`
 * (history fallback included). E2E_REUSE_BUILD=1 skips the build when one exists.
 */
export default async function setup(project: TestProject) {
  // Variables already in the environment win over .env files, so a developer's .env.local cannot leak in.
  Object.assign(process.env, E2E_ENV);
  const root = fileURLToPath(new URL('../..', import.meta.url));
  if (!(process.env.E2E_REUSE_BUILD === '1' && existsSync(`${E2E_OUT_DIR}/index.html`))) {
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: E2E_OUT_DIR, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  const server: PreviewServer = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: E2E_OUT_DIR },
    preview: { port: 4310, strictPort: false, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  project.provide('baseURL', url.replace(/\/$/, ''));
  project.provide('outDir', E2E_OUT_DIR);
  return async () => {
    await server.close();
  };
}
