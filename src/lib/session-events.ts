type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** The auth context listens here to treat a 401 on an authenticated call as session expiry. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function emitUnauthorized(): void {
  unauthorizedListeners.forEach((listener) => listener());
}
