import { resolve } from 'node:path';
import { runnerImport, type Alias, type Plugin } from 'vite';

type DefaultHeadModule = typeof import('../src/i18n/default-head.ts');

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * index.html's <title> and description (__DEFAULT_TITLE__, __DEFAULT_DESCRIPTION__) from the
 * `seo` namespace, interpolated by src/i18n/default-head.ts with the prices and trial length of
 * src/config/prices.ts and src/config/plans.ts, so no amount is typed in the HTML. That module needs the app's '@'
 * alias: it is loaded through Vite (the dev server's loader, or a one-off runner for a build).
 * Prerendered pages replace this head with their own (build/prerender.ts).
 */
export function defaultHeadInHtml(): Plugin {
  let root = '';
  let alias: Alias[] = [];
  return {
    name: 'default-head-in-html',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    async transformIndexHtml(html, context) {
      const file = resolve(root, 'src/i18n/default-head.ts');
      const loaded = context.server
        ? ((await context.server.ssrLoadModule(file)) as DefaultHeadModule)
        : (await runnerImport<DefaultHeadModule>(file, { root, configFile: false, logLevel: 'error', resolve: { alias } })).module;
      const { title, description } = await loaded.defaultHead();
      return html.replaceAll('__DEFAULT_TITLE__', escapeHtml(title)).replaceAll('__DEFAULT_DESCRIPTION__', escapeHtml(description));
    },
  };
}
