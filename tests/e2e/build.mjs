// The two production builds the end-to-end tests serve, made before `playwright test`
// starts (npm run test:e2e), with no time limit: Playwright's webServer entries
// (serve-demo.mjs, smoke/serve-production.mjs) then only serve ready files and are up
// in seconds, however long a build takes on a busy machine.
//   - the demo build (E2E_ENV, NODE_ENV=production) into E2E_OUT_DIR;
//   - the nginx smoke build (SMOKE_ENV) into SMOKE_OUT_DIR.
// E2E_REUSE_BUILD=1 skips a build whose output exists (drop it after changing the app).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, runnerImport } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

if (process.env.E2E_BUILD_OUT_DIR) {
  // One build, in a process of its own so that its variables are the only ones set.
  // Variables already in the environment win over .env files, so a developer's .env.local cannot leak in.
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: process.env.E2E_BUILD_OUT_DIR, emptyOutDir: true } });
} else {
  const { module } = await runnerImport(`${root}/tests/e2e/env.ts`);
  const targets = [
    { name: 'demo', env: module.E2E_ENV, outDir: module.E2E_OUT_DIR },
    { name: 'nginx smoke', env: module.SMOKE_ENV, outDir: module.SMOKE_OUT_DIR },
  ];
  for (const { name, env, outDir } of targets) {
    if (process.env.E2E_REUSE_BUILD === '1' && existsSync(`${outDir}/index.html`)) {
      console.error(`e2e build: reusing the ${name} build in ${outDir}`);
      continue;
    }
    const started = Date.now();
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
        stdio: 'inherit',
        // The build bundles React's production code, as visitors get it.
        env: { ...process.env, ...env, NODE_ENV: 'production', E2E_BUILD_OUT_DIR: outDir },
      });
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
    if (code !== 0) {
      console.error(`e2e build: the ${name} build failed (${code}).`);
      process.exit(code);
    }
    console.error(`e2e build: ${name} build in ${outDir} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
}
