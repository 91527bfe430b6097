// Builds the floor (the benchmark's reference app, docs/performance.md#how-it-is-measured) with the project's own Vite and
// dependencies, stock configuration (only the React plugin), into node_modules/.cache/bench-floor.
// Usage: node tests/bench/floor/build.mjs   (prints the output folder)
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const floorDist = fileURLToPath(new URL('../../../node_modules/.cache/bench-floor', import.meta.url));

export async function buildFloor() {
  await build({
    root: fileURLToPath(new URL('.', import.meta.url)),
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: floorDist, emptyOutDir: true },
  });
  return floorDist;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await buildFloor());
