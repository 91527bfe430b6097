/**
 * Whether this visit hydrates the markup the page was served with: html[data-render="hydrate"], as the inline
 * scripts decided before the first paint (src/i18n/bootstrap-script.ts, src/app/start-script.ts). Read once, when the
 * entry loads: the entry marks the page live as soon as hydration starts, before the components that ask this render.
 */
export const hydratesServedMarkup: boolean =
  typeof document !== 'undefined' && document.documentElement.dataset.render === 'hydrate';
