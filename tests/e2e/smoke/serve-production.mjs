// Playwright's second webServer (see playwright.config.ts): the production build
// as visitors get it (made before the run by tests/e2e/build.mjs; this never builds),
// served by Debian's nginx with deploy/nginx.conf
// (deploy/nginx-local.sh), and the demo backend's handlers as the same-origin API
// behind nginx's /api/ proxy. The config passes the build's variables
// (SMOKE_ENV in tests/e2e/env.ts: the API's code reads them), SMOKE_OUT_DIR and SMOKE_PORT.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const outDir = process.env.SMOKE_OUT_DIR;
const port = Number(process.env.SMOKE_PORT);
if (!outDir || !Number.isInteger(port) || port <= 0) {
  console.error('serve-production: SMOKE_OUT_DIR and SMOKE_PORT must be set (run it through `npx playwright test`).');
  process.exit(1);
}
const root = fileURLToPath(new URL('../../..', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

if (!existsSync(`${outDir}/index.html`)) {
  console.error(`serve-production: no build in ${outDir}; run \`npm run test:e2e\` (or \`node tests/e2e/build.mjs\` before \`npx playwright test\`).`);
  process.exit(1);
}

// The API: the demo backend's handlers, loaded through Vite for the @/ alias and import.meta.env.
const vite = await createServer({ root, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
const { startMockApi } = await vite.ssrLoadModule('/tests/e2e/smoke/mock-api.ts');
const apiPort = await freePort();
const stopApi = await startMockApi(apiPort);

const nginx = spawn('bash', [`${root}/deploy/nginx-local.sh`, outDir, String(port), `http://127.0.0.1:${apiPort}`], { stdio: ['ignore', 'ignore', 'inherit'] });
nginx.on('exit', (code) => {
  if (!stopping) {
    console.error(`serve-production: nginx exited (${code})`);
    process.exit(1);
  }
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    stopping = true;
    nginx.kill('SIGTERM');
    Promise.allSettled([stopApi(), vite.close()]).finally(() => process.exit(0));
  });
}
