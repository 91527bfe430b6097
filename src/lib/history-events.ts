/**
 * Lets screens that list the service history refresh when an order completes
 * elsewhere on the same page (the dashboard shows the requester and the history).
 */
const EVENT = 'iagencia:history-changed';

export function notifyHistoryChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onHistoryChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
