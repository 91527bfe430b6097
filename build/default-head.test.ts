import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { defaultHeadInHtml } from './default-head';

const root = resolve(__dirname, '..');

/** index.html as the plugin turns it, outside the dev server (as a build does). */
async function transformedIndexHtml(): Promise<string> {
  const plugin = defaultHeadInHtml();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, resolve: { alias: [{ find: '@', replacement: `${root}/src` }] } } as unknown as ResolvedConfig);
  const transform = plugin.transformIndexHtml as IndexHtmlTransformHook;
  const html = readFileSync(resolve(root, 'index.html'), 'utf8');
  return (await transform.call({} as never, html, { path: '/index.html', filename: resolve(root, 'index.html') })) as string;
}

describe('index.html’s own head', () => {
  it('is the WhatsApp bot’s title and description, with the trial length and price of the constants', async () => {
    const html = await transformedIndexHtml();
    expect(html).toContain('<title>Bot de vendas com IA para WhatsApp | IAgência</title>');
    expect(html).toMatch(/<meta name="description" content="Atenda e venda 24 horas por dia no WhatsApp [^"]*15 dias grátis e depois R\$\s97,00 por mês\." \/>/);
    expect(html).not.toContain('__DEFAULT_');
  });
});
