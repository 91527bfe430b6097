/**
 * Keeps the tabs of one browser in step with the session: a logout, a login as
 * someone else or an expired session in one tab is reflected in the others.
 * The token's own `storage` event says that the session changed; a
 * BroadcastChannel message says why (logout or expiry).
 */
import { STORAGE_KEYS, whenStorageChecked } from '@/lib/storage/storage';

/** Why a session ended, as the screens explain it. */
export type SessionEndReason = 'logout' | 'expired';

export type SessionSignal =
  /**
   * Another tab ended the session. `certain`: its channel message said why; the
   * token's storage event alone (browsers without BroadcastChannel, or before the
   * message arrives) reads as a logout.
   */
  | { kind: 'ended'; reason: SessionEndReason; certain: boolean }
  /** Another tab logged in (possibly as someone else): the stored token changed. */
  | { kind: 'token-changed' };

const CHANNEL = 'iagencia-session';
/** Channel objects of this same tab hear its messages too: each tab signs its own and skips them. */
const TAB = Math.random().toString(36).slice(2);

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  } catch {
    return null;
  }
}

/** Tells the other tabs why this one ended the session (sent before the token is removed). */
export function announceSessionEnd(reason: SessionEndReason): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ kind: 'ended', reason, tab: TAB });
  channel.close();
}

export function onSessionSignal(listener: (signal: SessionSignal) => void): () => void {
  const channel = openChannel();
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { kind?: unknown; reason?: unknown; tab?: unknown } | null;
    if (data?.tab === TAB) return;
    if (data?.kind === 'ended' && (data.reason === 'logout' || data.reason === 'expired')) listener({ kind: 'ended', reason: data.reason, certain: true });
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    // key null: the other tab cleared all of localStorage.
    if (event.key === null || event.newValue === null) listener({ kind: 'ended', reason: 'logout', certain: false });
    // The listener reads the new token: it is checked against its schema, which a tab that had none may not have loaded yet.
    else whenStorageChecked(() => listener({ kind: 'token-changed' }));
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
