type Listener = () => void;
/** `refusedToken`: the token the refused call carried (the session may have changed since it left). */
type UnauthorizedListener = (refusedToken: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The auth context listens here to treat a 401 on an authenticated call as session expiry. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function emitUnauthorized(refusedToken: string): void {
  unauthorizedListeners.forEach((listener) => listener(refusedToken));
}

const endedListeners = new Set<Listener>();

/** The session ended (logout, expiry, another tab): caches of the account's data listen here to forget it. */
export function onSessionEnded(listener: Listener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

export function emitSessionEnded(): void {
  endedListeners.forEach((listener) => listener());
}
