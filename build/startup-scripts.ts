/**
 * The scripts that run before the app (docs/startup.md): src/startup/head.ts
 * at the top of every page's <head>, src/startup/page.ts at the end of every
 * prerendered page's <body>, src/startup/shell.ts after it in a private page's shell. They are TypeScript importing the app's own rules
 * (the language, the campaign parameters, the render states), compiled here
 * with Vite into one small classic script each and inlined: they must run
 * before the first paint, before any module. The CSP allows them by hash
 * (build/plugins.ts hashes every inline script of the built pages).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

export type StartupScript = 'head' | 'page' | 'shell';

const compiled = new Map<StartupScript, Promise<string>>();

async function compile(script: StartupScript): Promise<string> {
  // Paths from this file's own (a string: a test's DOM environment has its own URL class).
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const src = resolve(root, 'src');
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': src } },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: `${src}/startup/${script}.ts`, formats: ['iife'], name: `startup_${script}` },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const code = [result]
    .flat()
    .flatMap((each) => each.output).find((chunk) => chunk.type === 'chunk')?.code.trim();
  if (!code) throw new Error(`src/startup/${script}.ts compiled to nothing`);
  // Inlined in <script>: nothing in it may close the element.
  if (/<\/script|<!--/i.test(code)) throw new Error(`src/startup/${script}.ts cannot be inlined: it contains "</script" or "<!--"`);
  return code;
}

/** One script's compiled code, compiled once per build. */
export function startupScript(script: StartupScript): Promise<string> {
  let code = compiled.get(script);
  if (!code) compiled.set(script, (code = compile(script)));
  return code;
}

/** Puts the head script in place of `<!--startup-head-->` in index.html (every build, the dev server too). */
export function headScript(): Plugin {
  return {
    name: 'startup-head-script',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => html.replace('<!--startup-head-->', `<script>${await startupScript('head')}</script>`),
    },
  };
}
