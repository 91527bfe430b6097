import { afterEach, describe, expect, it, vi } from 'vitest';

/** Runs the page script once, as the end of a prerendered page's <body> would. */
async function runPageScript() {
  vi.resetModules();
  await import('./page');
}

const START = { entry: '/assets/index-1.js', startModules: ['/assets/react-dom-3.js'], modules: ['/assets/plans-2.js'], ns: ['common', 'plans'], translations: { 'pt-BR': ['/l/pt/common.json', '/l/pt/plans.json'], 'en-US': ['/l/en/common.json', '/l/en/plans.json'] } };

function served(state: string, { english = true } = {}) {
  document.documentElement.setAttribute('data-render', state);
  const markup = english ? `<script type="text/plain" id="app-markup-en-US"><h1>Plans<\\/h1></script>` : '';
  document.body.innerHTML = `<div id="root"><h1>Planos</h1></div>${markup}<script type="application/json" id="app-start">${JSON.stringify(START)}</script>`;
}

/** Every download of START's page for a Portuguese visitor, in the order the page script asks for them. */
const PAGE_DOWNLOADS = ['modulepreload /assets/index-1.js', 'modulepreload /assets/react-dom-3.js', 'preload /l/pt/common.json', 'preload /l/pt/plans.json', 'modulepreload /assets/plans-2.js'];

/** The download hints in the head, as `rel href`. */
const headLinks = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

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
  document.documentElement.removeAttribute('data-looked');
  document.documentElement.removeAttribute('data-path');
  document.documentElement.lang = 'pt-BR';
});

describe('the page script', () => {
  it('swaps in the visitor’s language’s markup before the first paint, and the page hydrates it', async () => {
    served('translate');
    document.documentElement.lang = 'en-US';
    await runPageScript();
    expect(document.querySelector('#root h1')?.textContent).toBe('Plans');
    expect(document.documentElement.getAttribute('data-render')).toBe('hydrate');
  });

  it('lets the browser render the page when no markup in the visitor’s language came with it', async () => {
    served('translate', { english: false });
    document.documentElement.lang = 'en-US';
    await runPageScript();
    expect(document.querySelector('#root h1')?.textContent).toBe('Planos');
    expect(document.documentElement.getAttribute('data-render')).toBe('client');
  });

  it('starts a page the browser renders itself at once, with the visitor’s language’s translations and the page’s chunks', async () => {
    served('client');
    document.documentElement.lang = 'en-US';
    document.documentElement.setAttribute('data-path', '/');
    await runPageScript();
    expect(headLinks()).toEqual([
      'modulepreload /assets/index-1.js',
      'modulepreload /assets/react-dom-3.js',
      'preload /l/en/common.json',
      'preload /l/en/plans.json',
      'modulepreload /assets/plans-2.js',
    ]);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-1.js');
  });

  it('preloads only the entry and what it imports as it starts for a page the markup is not for (the document of another path): the entry finds the screen', async () => {
    served('client');
    document.documentElement.setAttribute('data-path', '/');
    window.history.replaceState(null, '', '/client-area');
    await runPageScript();
    window.history.replaceState(null, '', '/');
    expect(headLinks()).toEqual(['modulepreload /assets/index-1.js', 'modulepreload /assets/react-dom-3.js']);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-1.js');
  });

  it('preloads a private page’s chunks and what reads the profile for a stored session, and neither without one', async () => {
    const start = { ...START, modules: ['/assets/client-area-5.js'], session: ['/assets/profile-query-6.js', '/assets/query-client-7.js'] };
    const privateShell = () => {
      served('client');
      document.body.querySelector('#app-start')!.textContent = JSON.stringify(start);
      document.documentElement.setAttribute('data-path', '/');
      document.documentElement.setAttribute('data-private', '');
    };
    privateShell();
    await runPageScript();
    expect(headLinks()).toEqual(['modulepreload /assets/index-1.js', 'modulepreload /assets/react-dom-3.js']);
    document.head.replaceChildren();
    localStorage.setItem('token', 'abc');
    privateShell();
    await runPageScript();
    expect(headLinks()).toEqual([
      'modulepreload /assets/index-1.js',
      'modulepreload /assets/react-dom-3.js',
      'modulepreload /assets/profile-query-6.js',
      'modulepreload /assets/query-client-7.js',
      'preload /l/pt/common.json',
      'preload /l/pt/plans.json',
      'modulepreload /assets/client-area-5.js',
    ]);
    document.documentElement.removeAttribute('data-private');
  });

  it('runs the app of a private page’s shell at once, without waiting for its paint or a first look, every download asked for in one go', async () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    localStorage.setItem('token', 'abc');
    served('hydrate');
    document.documentElement.setAttribute('data-private', '');
    await runPageScript();
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-1.js');
    // Not one hint a task: nothing to tap waits on them, and the last would queue behind the app's start-up.
    expect(headLinks()).toEqual(PAGE_DOWNLOADS);
    localStorage.removeItem('token');
    document.documentElement.removeAttribute('data-private');
  });

  it('runs the app of a shell that paints a returning customer’s kept rows right after that paint, its downloads asked for at once', async () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    localStorage.setItem('token', 'abc');
    localStorage.setItem('historyPreview', '{}');
    served('hydrate');
    document.documentElement.setAttribute('data-private', '');
    await runPageScript();
    // Not one hint a task: nothing to tap waits on them, and the last would queue behind the app's start-up.
    expect(headLinks()).toEqual(PAGE_DOWNLOADS);
    // None of the app runs before the paint (cached files on a return visit would run ahead of it).
    await twoFrames();
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry]);
    await twoFrames();
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-1.js');
    localStorage.removeItem('historyPreview');
    localStorage.removeItem('token');
    document.documentElement.removeAttribute('data-private');
  });

  it('adds no hint for a download the document links already (a private shell’s), only the others', async () => {
    localStorage.setItem('token', 'abc');
    served('hydrate');
    document.documentElement.setAttribute('data-private', '');
    for (const href of ['/assets/index-1.js', '/assets/react-dom-3.js', '/assets/plans-2.js']) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      document.head.append(link);
    }
    document.documentElement.lang = 'en-US';
    await runPageScript();
    expect(headLinks()).toEqual([
      'modulepreload /assets/index-1.js',
      'modulepreload /assets/react-dom-3.js',
      'modulepreload /assets/plans-2.js',
      'preload /l/en/common.json',
      'preload /l/en/plans.json',
    ]);
    localStorage.removeItem('token');
    document.documentElement.removeAttribute('data-private');
  });

  it('downloads what a page that hydrates needs after its first paint, and runs the app after a first look', async () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    served('hydrate');
    await runPageScript();
    // Not painted yet: nothing downloads beside the document.
    expect(document.head.querySelector('link')).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry]);
    await twoFrames();
    // One hint per task: a tap made at the first paint waits for one at most.
    expect(headLinks()).toEqual(['modulepreload /assets/index-1.js']);
    vi.advanceTimersByTime(10);
    expect(headLinks()).toEqual(PAGE_DOWNLOADS);
    // The visitor is left to look (the platform answers their first taps) before the app runs, and before what
    // later taps show is laid out ahead (the phone menu: site-header.css).
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    expect(document.documentElement.hasAttribute('data-looked')).toBe(false);
    vi.advanceTimersByTime(800);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-1.js');
    expect(document.documentElement.hasAttribute('data-looked')).toBe(true);
    vi.useRealTimers();
  });

  it('runs the app right after the visitor’s first action on a painted page has been answered', async () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry]);
    served('hydrate');
    await runPageScript();
    await twoFrames();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.getElementById('root')!.dispatchEvent(new Event('click', { bubbles: true }));
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    vi.advanceTimersByTime(0);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-1.js');
    vi.useRealTimers();
  });

  it('asks again for an entry that did not download, 1 s, 2 s and 4 s later, then says so in the page’s place', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      served('client');
      document.documentElement.setAttribute('data-path', '/');
      window.history.replaceState(null, '', '/client-area');
      await runPageScript();
      const entries = () => [...document.head.querySelectorAll('script[type="module"]')];
      for (const pause of [1000, 2000, 4000]) {
        expect(entries()).toHaveLength(1);
        entries()[0]!.dispatchEvent(new Event('error'));
        await vi.advanceTimersByTimeAsync(pause - 1);
        expect(entries()).toHaveLength(0);
        await vi.advanceTimersByTimeAsync(1);
      }
      expect(entries().map((entry) => entry.getAttribute('src'))).toEqual(['/assets/index-1.js']);
      expect(document.getElementById('load-failure')).toBeNull();
      entries()[0]!.dispatchEvent(new Event('error'));
      await vi.advanceTimersByTimeAsync(0);
      expect(document.querySelector('#load-failure h1')?.textContent).toBe('Não foi possível carregar esta página');
      expect(document.documentElement.getAttribute('data-render')).toBe('failed');
      // The home page's markup the app shell carries is gone, never shown.
      expect(document.querySelector('#root h1')).toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(entries()).toHaveLength(0);
    } finally {
      window.history.replaceState(null, '', '/');
      vi.useRealTimers();
    }
  });
});
