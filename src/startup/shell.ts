/**
 * The script after the page script in a private page's shell only (compiled by the build and inlined,
 * build/prerender.ts), still before the first paint: for a returning customer, the first page of the history the
 * last visit showed, drawn in the shell's outline (`data-history-copy`) for the session, account and language that
 * drew it (src/lib/storage/history-preview.ts). After the page script: a page it translated is drawn in its new
 * markup. The app draws its own table in the outline's place once it has rendered the page.
 */
import { drawPreview } from '@/lib/storage/history-preview';
import { readRenderState } from './render-state';

const html = document.documentElement;
if (readRenderState() === 'hydrate' && html.hasAttribute('data-private')) {
  for (const slot of Array.from(document.querySelectorAll('[data-history-copy]'))) drawPreview(slot, html.lang);
}
