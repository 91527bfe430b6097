import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

vi.mock('./screen-preload', () => ({ loadScreenModules: vi.fn(async () => undefined) }));

/** The page as the build serves it: its markup in the document. */
function serve(page: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/** Hydrates it as in the browser (React's scheduler, not act(), which would flush the transition with the hydration) until it says live. */
async function hydrateUntilLive(container: HTMLElement, page: ReactElement): Promise<void> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  hydrateRoot(container, page);
  await vi.waitFor(() => expect(document.documentElement.getAttribute('data-render')).toBe('live'));
}

// Modules read the render state when they load, and the tests' setup may have loaded them already: each test
// imports them fresh, after it has set the state.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.documentElement.removeAttribute('data-render');
  document.body.replaceChildren();
  vi.resetModules();
});

it('says live only once the hydrated page knows it is hydrated: its forms validate themselves by then', async () => {
  // A visit that hydrates served markup (read when the modules load).
  document.documentElement.setAttribute('data-render', 'hydrate');
  const { AppForm } = await import('@/components/ui/app-form');
  const { PageLive } = await import('./live-signal');
  const page = (
    <>
      <AppForm id="login">
        <input name="username" required />
      </AppForm>
      <PageLive />
    </>
  );
  const container = serve(page);
  const form = () => document.getElementById('login') as HTMLFormElement;
  expect(form().noValidate).toBe(false);

  // What the page script sees at the moment the app says live.
  const atLive: boolean[] = [];
  const observer = new MutationObserver(() => {
    if (document.documentElement.getAttribute('data-render') === 'live') atLive.push(form().noValidate);
  });
  observer.observe(document.documentElement, { attributes: true });
  await hydrateUntilLive(container, page);
  observer.disconnect();
  expect(atLive).toEqual([true]);
});

it("runs React's event code once before it says live, with a pointer passing over the page, and taps nothing", async () => {
  document.documentElement.setAttribute('data-render', 'hydrate');
  const { PageLive } = await import('./live-signal');
  const seen: string[] = [];
  const clicked = vi.fn();
  const page = (
    <>
      <main onPointerOver={(event) => seen.push(`${event.type} ${document.documentElement.getAttribute('data-render')}`)}>
        <button type="button" onClick={clicked}>
          Send
        </button>
      </main>
      <PageLive />
    </>
  );
  await hydrateUntilLive(serve(page), page);
  // Through React's root listener (an onPointerOver prop), before the page said live; once only.
  expect(seen).toEqual(['pointerover hydrate']);
  expect(clicked).not.toHaveBeenCalled();
});
