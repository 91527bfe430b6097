// Playwright's webServer (see playwright.config.ts): serves the demo build that
// tests/e2e/build.mjs made before the run (npm run test:e2e) with `vite preview`
// (history fallback included) until Playwright stops it. It never builds, so it is
// up in seconds. The config passes E2E_OUT_DIR and E2E_PORT.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const outDir = process.env.E2E_OUT_DIR;
const port = Number(process.env.E2E_PORT);
if (!outDir || !Number.isInteger(port) || port <= 0) {
  console.error('serve-demo: E2E_OUT_DIR and E2E_PORT must be set (run it through `npx playwright test`).');
  process.exit(1);
}

const root = fileURLToPath(new URL('../..', import.meta.url));

if (!existsSync(`${outDir}/index.html`)) {
  console.error(`serve-demo: no build in ${outDir}; run \`npm run test:e2e\` (or \`node tests/e2e/build.mjs\` before \`npx playwright test\`).`);
  process.exit(1);
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
