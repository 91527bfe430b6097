/**
 * What the visitor sees when the app itself cannot start: its entry, React DOM, the page's translations or its
 * screen could not be downloaded, retries included (src/lib/retry/with-retries.ts). Neither React nor i18next is
 * running then, so the message is plain DOM, in the page's language, its copy taken from the two `common.json`
 * files (only their `loadFailure` entry is bundled). The page script (./page.ts) calls it when the entry never
 * arrives, the entry (src/main.tsx) when what it loads does not. It writes the `failed` render state, its only writer.
 *
 *  - The served markup is this page, already shown (`hydrate`, `late`): it stays readable, and a banner above it says
 *    the page did not finish loading.
 *  - Any other markup (the app shell carries the home page's) is removed, never shown: the message takes its place.
 *
 * "Tentar novamente" reloads the page: after a deploy, the new document names the new files.
 */
import { loadFailure as portuguese } from '@/i18n/locales/pt-BR/common.json';
import { loadFailure as english } from '@/i18n/locales/en-US/common.json';
import { readRenderState, writeRenderState } from './render-state';

const NOTICE_ID = 'load-failure';
/** The home page (paths.home in src/config/routes.ts): written here so that the inline script does not carry every path. */
const HOME = '/';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Shows the message once; nothing on a page that is already live (the app shows its own errors). */
export function showLoadFailure(): void {
  const state = readRenderState();
  if (state === 'live' || document.getElementById(NOTICE_ID)) return;
  const copy = document.documentElement.lang === 'en-US' ? english : portuguese;
  const readable = state === 'hydrate' || state === 'late';
  const root = document.getElementById('root');
  if (!readable) root?.replaceChildren();
  writeRenderState('failed');

  const retry = element('button', { type: 'button', className: 'btn btn-primary', textContent: copy.retry });
  retry.addEventListener('click', () => window.location.reload());
  const actions = element('div', { className: 'button-row' }, retry);
  const alert = element('div', {}, element(readable ? 'h2' : 'h1', { id: `${NOTICE_ID}-title`, textContent: readable ? copy.partialTitle : copy.title }), element('p', { textContent: readable ? copy.partialBody : copy.body }), actions);
  alert.setAttribute('role', 'alert');
  if (readable) {
    alert.className = 'alert alert-warning';
    const banner = element('section', { id: NOTICE_ID, className: 'load-failure-banner' }, alert);
    banner.setAttribute('aria-labelledby', `${NOTICE_ID}-title`);
    document.body.prepend(banner);
    return;
  }
  actions.append(element('a', { className: 'btn btn-outline', href: HOME, textContent: copy.home }));
  // Beside #root, not in it: the page script holds taps inside #root until the app is live, which it never will be.
  const page = element('main', { id: NOTICE_ID, className: 'container section route-error' }, alert);
  if (root) root.before(page);
  else document.body.prepend(page);
}
