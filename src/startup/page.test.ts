import { afterEach, describe, expect, it, vi } from 'vitest';

/** Runs the page script once, as the end of a prerendered page's <body> would. */
async function runPageScript() {
  vi.resetModules();
  await import('./page');
}

const START = { entry: '/assets/index-1.js', modules: ['/assets/plans-2.js'], ns: ['common', 'plans'], translations: { 'pt-BR': ['/l/pt/common.json', '/l/pt/plans.json'], 'en-US': ['/l/en/common.json', '/l/en/plans.json'] } };

function served(state: string) {
  document.documentElement.setAttribute('data-render', state);
  document.body.innerHTML = `<div id="root"><h1>Planos</h1></div><script type="application/json" id="app-start">${JSON.stringify(START)}</script>`;
}

const twoFrames = async () => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestAnimationFrame(resolve));
};

afterEach(async () => {
  // The page has painted: a script still waiting for it starts now, and is done.
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry]);
  await twoFrames();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-render');
  document.documentElement.removeAttribute('data-path');
  document.documentElement.lang = 'pt-BR';
});

describe('the page script', () => {
  it('starts a page the browser renders itself at once, with the visitor’s language’s translations and the page’s chunks', async () => {
    served('client');
    document.documentElement.lang = 'en-US';
    document.documentElement.setAttribute('data-path', '/');
    await runPageScript();
    expect([...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`)).toEqual([
      'preload /l/en/common.json',
      'preload /l/en/plans.json',
      'modulepreload /assets/plans-2.js',
    ]);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-1.js');
  });

  it('preloads nothing of a page the markup is not for (the document of another path): the entry finds out', async () => {
    served('client');
    document.documentElement.setAttribute('data-path', '/');
    window.history.replaceState(null, '', '/client-area');
    await runPageScript();
    window.history.replaceState(null, '', '/');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-1.js');
  });

  it('starts a page that hydrates after its first paint, with every translation and chunk it was rendered with', async () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    served('hydrate');
    await runPageScript();
    // Not painted yet: nothing downloads beside the document.
    expect(document.head.querySelector('script')).toBeNull();
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry]);
    await twoFrames();
    expect([...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`)).toEqual([
      'preload /l/pt/common.json',
      'preload /l/pt/plans.json',
      'modulepreload /assets/plans-2.js',
    ]);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-1.js');
  });
});
