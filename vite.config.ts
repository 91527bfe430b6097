/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routeTable } from './src/app/paths.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Writes the route table next to Vite's manifest, for the benchmark and the size budget. */
function routeManifest(): Plugin {
  return {
    name: 'route-manifest',
    apply: 'build',
    generateBundle() {
      const routes = routeTable.map(({ path, screen, ns, access, demoOnly }) => ({
        path,
        module: `src/app/routes/${screen}.tsx`,
        namespaces: ['common', ...ns],
        access,
        demoOnly: demoOnly ?? false,
      }));
      this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source: JSON.stringify(routes, null, 2) });
    },
  };
}

export default defineConfig({
  plugins: [react(), routeManifest()],
  resolve: {
    alias: { '@': src },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          clearMocks: true,
          restoreMocks: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
