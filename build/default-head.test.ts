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

/** The width and height a PNG file declares (its IHDR chunk), or null for another format. */
function pngSize(file: string): [number, number] | null {
  const bytes = readFileSync(resolve(root, 'public', file.replace(/^\//, '')));
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('index.html’s icons', () => {
  // An SVG icon is drawn in an SVG document of its own on the page's main thread: a long task right after the first paint.
  it('are PNG files of the sizes they declare', () => {
    const html = readFileSync(resolve(root, 'index.html'), 'utf8');
    const icons = [...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"([^>]*)>/g)].map(([, rel = '', href = '', rest = '']) => ({ rel, href, rest }));
    expect(icons.map(({ rel }) => rel)).toEqual(['icon', 'apple-touch-icon']);
    const [icon, touchIcon] = icons;
    expect(icon?.rest).toContain('type="image/png" sizes="48x48"');
    expect(pngSize(icon?.href ?? '')).toEqual([48, 48]);
    expect(pngSize(touchIcon?.href ?? '')).toEqual([180, 180]);
  });
});
