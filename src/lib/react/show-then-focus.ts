import { flushSync } from 'react-dom';

/**
 * Renders an update (a form's errors) at once, then moves focus to the element with this id (its first invalid field).
 * The field is focused with its error already on the page and in its description, so a screen reader reads both; and the
 * browser lays the page out once for the two, not once for the focus and again for the errors.
 */
export function showThenFocus(update: () => void, id: string | undefined): void {
  flushSync(update);
  if (id) document.getElementById(id)?.focus();
}
