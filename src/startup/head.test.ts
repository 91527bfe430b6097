import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Runs the head script once, as the top of a page's <head> would. */
async function runHeadScript() {
  vi.resetModules();
  await import('./head');
}

const html = document.documentElement;

beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
});

afterEach(() => {
  vi.useRealTimers();
  for (const name of ['data-render', 'data-path', 'data-alias', 'data-session', 'data-client-when-stored', 'data-private', 'data-early']) html.removeAttribute(name);
  html.lang = 'pt-BR';
  window.history.replaceState(null, '', '/');
});

describe('the head script', () => {
  it('decides the page’s language and hydrates a document written in it', async () => {
    html.setAttribute('data-path', '/plans');
    html.lang = 'en-US';
    window.history.replaceState(null, '', '/plans?lng=en');
    await runHeadScript();
    expect(html.lang).toBe('en-US');
    expect(html.getAttribute('data-render')).toBe('hydrate');
  });

  it('has a document the host served in the other language translated first', async () => {
    html.setAttribute('data-path', '/plans');
    html.lang = 'pt-BR';
    window.history.replaceState(null, '', '/plans?lng=en');
    await runHeadScript();
    expect(html.lang).toBe('en-US');
    expect(html.getAttribute('data-render')).toBe('translate');
  });

  it('marks a stored session, so the header keeps the account buttons’ room', async () => {
    localStorage.setItem('token', 'abc');
    await runHeadScript();
    expect(html.hasAttribute('data-session')).toBe(true);
  });

  it('gives an old address its page’s address, query and hash kept, and hydrates', async () => {
    html.setAttribute('data-path', '/agency');
    html.setAttribute('data-alias', '/agency-old');
    window.history.replaceState(null, '', '/agency-old?utm_source=mail#solicitar-servico');
    await runHeadScript();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/agency?utm_source=mail#solicitar-servico');
    expect(html.getAttribute('data-render')).toBe('hydrate');
  });

  it('lets the browser render a page whose first render a stored value changes', async () => {
    html.setAttribute('data-path', '/login');
    html.setAttribute('data-client-when-stored', 'local:pendingPlan session:loginForm');
    window.history.replaceState(null, '', '/login');
    sessionStorage.setItem('loginForm', '{}');
    await runHeadScript();
    expect(html.getAttribute('data-render')).toBe('client');
  });

  it('shows the page’s own markup anyway when the app has not rendered it after 6 s', async () => {
    vi.useFakeTimers();
    html.setAttribute('data-path', '/plans');
    window.history.replaceState(null, '', '/plans?plan=pro');
    await runHeadScript();
    expect(html.getAttribute('data-render')).toBe('client');
    vi.advanceTimersByTime(6000);
    expect(html.getAttribute('data-render')).toBe('late');
  });

  it('never shows another page’s markup: the app shell’s home page stays hidden on /client-area however long the app takes', async () => {
    vi.useFakeTimers();
    html.setAttribute('data-path', '/');
    window.history.replaceState(null, '', '/client-area');
    await runHeadScript();
    expect(html.getAttribute('data-render')).toBe('client');
    vi.advanceTimersByTime(60_000);
    expect(html.getAttribute('data-render')).toBe('client');
  });

  it('hydrates a private page’s shell for a stored session, and asks for what the page names', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    html.setAttribute('data-path', '/client-area');
    html.setAttribute('data-private', '');
    html.setAttribute('data-early', '/me /ia/history/{account}');
    window.history.replaceState(null, '', '/client-area');
    localStorage.setItem('token', 'abc');
    localStorage.setItem('account', '7');
    await runHeadScript();
    expect(html.getAttribute('data-render')).toBe('hydrate');
    // The tests run the demo build, whose API starts with the app: nothing is asked for there (early-requests.test.ts).
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('asks for what a private page names after its first paint when it draws the rows a last visit kept, else at once', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    // A production build's head script (the tests run the demo build, whose API starts with the app).
    vi.stubEnv('VITE_DEMO', '');
    vi.stubEnv('VITE_API_URL', 'https://api.example.com');
    const painted = vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    html.setAttribute('data-path', '/client-area');
    html.setAttribute('data-private', '');
    html.setAttribute('data-early', '/me /subscription');
    window.history.replaceState(null, '', '/client-area');
    localStorage.setItem('token', 'abc');
    localStorage.setItem('historyPreview', '{}');
    await runHeadScript();
    await frame();
    expect(fetch).not.toHaveBeenCalled();
    painted.mockReturnValue([{} as PerformanceEntry]);
    await frame();
    await frame();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://api.example.com/me', 'https://api.example.com/subscription']);
    fetch.mockClear();
    painted.mockReturnValue([]);
    localStorage.removeItem('historyPreview');
    await runHeadScript();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://api.example.com/me', 'https://api.example.com/subscription']);
    localStorage.removeItem('token');
    delete (window as unknown as Record<string, unknown>).__earlyRequests;
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('never shows a private page’s shell without a session: the app sends the visitor to log in', async () => {
    vi.useFakeTimers();
    html.setAttribute('data-path', '/client-area');
    html.setAttribute('data-private', '');
    window.history.replaceState(null, '', '/client-area');
    await runHeadScript();
    expect(html.getAttribute('data-render')).toBe('client');
    vi.advanceTimersByTime(60_000);
    expect(html.getAttribute('data-render')).toBe('client');
  });
});
