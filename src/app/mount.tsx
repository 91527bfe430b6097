/**
 * Hydrates the served markup or renders the page. src/main.tsx loads this on its own: React DOM,
 * most of a first visit's script, is evaluated in a task of its own, after the app's own code.
 */
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

export function mountApp(container: HTMLElement, hydrate: boolean, app: ReactNode): void {
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking it for the whole
    // page; taps meanwhile are held by the page script until the page is live.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Markup rendered for another path or language: the browser renders this page itself, also as a transition
    // (the served markup stays hidden meanwhile, so nothing shows half done, and the browser stays responsive).
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
