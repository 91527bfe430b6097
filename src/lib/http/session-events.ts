/**
 * What HTTP answers say about the session, and what the session's end says to the caches. Whether an answer
 * refuses the session is decided here alone: every place that receives an HTTP status (the HTTP client, the
 * history worker's own fetch) hands it to `signalIfRefused`, and the session listens (`onSessionRefused`).
 */
type Listener = () => void;
/** `refusedToken`: the token the refused call carried (the session may have changed since it left). */
type RefusedListener = (refusedToken: string) => void;
const refusedListeners = new Set<RefusedListener>();

/** An HTTP answer, as far as the session is concerned. */
export interface SessionAnswer {
  /** Null or undefined: no answer arrived (a network error, a timeout). */
  status: number | null | undefined;
  /** The bearer token the call carried; a call without one says nothing of a session (a wrong password is a 401 too). */
  token: string | null | undefined;
  /** The call is the session's own check (its profile): a 403 there means the token is no good either. */
  sessionCheck?: boolean;
}

/** The rule: a 401 to a call that carried a bearer token, or a 403 to the session's own check. */
export function refusesSession({ status, token, sessionCheck = false }: SessionAnswer): boolean {
  return Boolean(token) && (status === 401 || (sessionCheck && status === 403));
}

/**
 * A refusal raised while nobody listened: the page's data is asked for as the app starts (src/app/page-data.ts),
 * before the session listens (once the page has rendered). The next listener hears it.
 */
let unheardRefusal: string | null = null;

/** The one way the unauthorized signal is raised: when `answer` refuses the session, naming the token it carried. */
export function signalIfRefused(answer: SessionAnswer): void {
  if (!refusesSession(answer) || !answer.token) return;
  const refused = answer.token;
  if (!refusedListeners.size) unheardRefusal = refused;
  refusedListeners.forEach((listener) => listener(refused));
}

/** The session listens here (src/domain/session/session-expiry.ts): a refused token ends it, one refused before too. */
export function onSessionRefused(listener: RefusedListener): () => void {
  refusedListeners.add(listener);
  const unheard = unheardRefusal;
  unheardRefusal = null;
  // At once: the session ends before it watches anything else, or any screen asks again for the account's data.
  if (unheard) listener(unheard);
  return () => refusedListeners.delete(listener);
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
