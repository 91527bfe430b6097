// Playwright's webServer (see playwright.config.ts): builds the app in demo mode
// and serves it with `vite preview` (history fallback included) until Playwright
// stops it. The config passes the build variables (E2E_ENV in tests/e2e/env.ts,
// NODE_ENV=production), E2E_OUT_DIR and E2E_PORT.
// E2E_REUSE_BUILD=1 skips the build when one exists.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const outDir = process.env.E2E_OUT_DIR;
const port = Number(process.env.E2E_PORT);
if (!outDir || !Number.isInteger(port) || port <= 0) {
  console.error('serve-demo: E2E_OUT_DIR and E2E_PORT must be set (run it through `npx playwright test`).');
  process.exit(1);
}

const root = fileURLToPath(new URL('../..', import.meta.url));

if (process.env.E2E_REUSE_BUILD === '1' && existsSync(`${outDir}/index.html`)) {
  console.error(`serve-demo: reusing the build in ${outDir}`);
} else {
  // Variables already in the environment win over .env files, so a developer's .env.local cannot leak in.
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

const server = await preview({
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: { port, strictPort: true, host: '127.0.0.1' },
});

// Playwright ends the run with SIGTERM (gracefulShutdown in the config).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
