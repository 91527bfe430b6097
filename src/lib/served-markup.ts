/**
 * Whether this visit hydrates the markup the page was served with: html[data-render="hydrate"], as the inline
 * scripts decided before the first paint (src/i18n/bootstrap-script.ts, src/app/start-script.ts). Read once, when the
 * entry loads: the entry marks the page live as soon as hydration starts, before the components that ask this render.
 */
export const hydratesServedMarkup: boolean =
  typeof document !== 'undefined' && document.documentElement.dataset.render === 'hydrate';

let finish: () => void = () => undefined;

/**
 * Resolves once the served markup is hydrated to the end (at once when the page does not hydrate). The page is live
 * earlier, as soon as hydration starts: what changes text outside React's state (the language) waits for this, or a
 * part not hydrated yet would then hydrate with the new text over the old markup (a hydration mismatch).
 */
export const servedMarkupHydrated: Promise<void> = hydratesServedMarkup ? new Promise((resolve) => (finish = resolve)) : Promise.resolve();

/** The page has committed its first render (src/app/live-signal.tsx). */
export function servedMarkupHydratedNow(): void {
  finish();
}
