// Playwright's second webServer (see playwright.config.ts): the production build
// as visitors get it (made before the run by tests/e2e/build.mjs; this never builds),
// served by Debian's nginx with deploy/nginx.conf
// (deploy/nginx-local.sh), and the demo backend's handlers as the same-origin API
// behind nginx's /api/ proxy. The config passes the build's variables
// (SMOKE_ENV in tests/e2e/env.ts: the API's code reads them), SMOKE_OUT_DIR and SMOKE_PORT.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** The user name owning a path (nginx's `user` directive takes a name). */
function ownerOf(path) {
  const uid = statSync(path).uid;
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.split(':')[2] === String(uid));
  return line?.split(':')[0] ?? 'root';
}

const errorLog = join(mkdtempSync(join(tmpdir(), 'smoke-nginx-')), 'error.log');
const nginx = spawn('bash', [`${root}/deploy/nginx-local.sh`, outDir, String(port), `http://127.0.0.1:${apiPort}`], {
  stdio: ['ignore', 'ignore', 'inherit'],
  // Run as root, nginx's workers would run as nobody, who cannot read a checkout in a private folder (/root/...):
  // they run as the build's owner instead, as a test server may (a real host serves a readable folder).
  env: { ...process.env, NGINX_ERROR_LOG: errorLog, ...(process.getuid?.() === 0 && !process.env.NGINX_USER ? { NGINX_USER: ownerOf(outDir) } : {}) },
});
nginx.on('exit', (code) => {
  if (!stopping) {
    console.error(`serve-production: nginx exited (${code})`);
    process.exit(1);
  }
});

let stopping = false;

// nginx is up when it answers; it serves the build when the landing answers 200. Anything else would only show
// as a 120 s wait in Playwright with no word of the cause: say it here and stop.
async function checkServing() {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      if (response.ok) return;
      stopping = true;
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
      console.error(
        `serve-production: nginx answers ${response.status} for / instead of the landing from ${outDir}.\n${log}\n` +
          'When nginx says "Permission denied", its workers cannot read the build: open the folders to them, ' +
          "or set NGINX_USER to the build's owner (deploy/nginx-local.sh).",
      );
      nginx.kill('SIGTERM');
      process.exit(1);
    } catch (error) {
      if (Date.now() > deadline) {
        console.error(`serve-production: nginx did not answer on port ${port} within a minute (${error.cause?.code ?? error.message}).`);
        process.exit(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
await checkServing();
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    stopping = true;
    nginx.kill('SIGTERM');
    Promise.allSettled([stopApi(), vite.close()]).finally(() => process.exit(0));
  });
}
