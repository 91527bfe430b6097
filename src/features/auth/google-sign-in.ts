import * as v from 'valibot';
import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';

/**
 * Login CSRF guard: a token arriving on /login?token=... is accepted only in a
 * tab that started a Google sign-in a few minutes ago. The Google button leaves
 * a one-time nonce here (sessionStorage: this tab only); the return consumes it.
 */
/** How long a started sign-in may take at Google (account choice, consent) before its return is refused. */
const GOOGLE_SIGN_IN_MAX_AGE_MS = 10 * 60_000;

const startedSignIn = bundledSchemaItem('session', STORAGE_KEYS.googleSignIn, v.object({ nonce: v.pipe(v.string(), v.minLength(16)), startedAt: v.number() }));

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Called when the visitor clicks "Entrar com Google", just before leaving. */
export function startGoogleSignIn(now = Date.now()): void {
  startedSignIn.set({ nonce: randomNonce(), startedAt: now });
}

/** Whether this tab started a sign-in in the last 10 minutes; the nonce is used up either way. */
export function consumeGoogleSignIn(now = Date.now()): boolean {
  const started = startedSignIn.get();
  startedSignIn.remove();
  return started !== null && started.startedAt <= now && now - started.startedAt <= GOOGLE_SIGN_IN_MAX_AGE_MS;
}
