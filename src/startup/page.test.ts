import { afterEach, describe, expect, it, vi } from 'vitest';

/** Runs the page script once, as the end of a prerendered page's <body> would. */
async function runPageScript() {
  vi.resetModules();
  await import('./page');
}

const START = { entry: '/assets/index-1.js', modules: ['/assets/plans-2.js'], ns: ['common', 'plans'], translations: ['/l/pt/common.json', '/l/pt/plans.json'] };

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
  document.documentElement.lang = 'pt-BR';
});

describe('the page script', () => {
  it('starts a page the browser renders at once: the entry alone (its screen says what else it needs)', async () => {
    served('client');
    await runPageScript();
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
