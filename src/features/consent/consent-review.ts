/** The footer's "cookie preferences" button asks the banner to show again, and gets focus back afterwards. */
const listeners = new Set<() => void>();
let opener: HTMLElement | null = null;

export function openConsentPreferences(from?: HTMLElement): void {
  opener = from ?? null;
  listeners.forEach((listener) => listener());
}

export function onConsentPreferencesRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts focus back on the button that reopened the banner. */
export function returnFocusToOpener(): void {
  opener?.focus();
  opener = null;
}
