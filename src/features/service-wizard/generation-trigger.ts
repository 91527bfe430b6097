import * as v from 'valibot';
import { GENERATION_CLAIM_TTL_MS } from '@/config/order-processing';
import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';

/**
 * The single-generation guard: a paid order's generation (POST /ia/texto|imagem|audio)
 * is started once, whatever reloads, tabs or storage failures happen.
 *
 * - localStorage generationTriggered lists the payments whose request has left
 *   (written before it leaves, removed only when the server refuses it): never again.
 * - generationClaims, in localStorage (seen by other tabs) and sessionStorage (this
 *   tab, even when localStorage is refused), records which tab started it and when.
 *   Another tab's fresh claim means that tab is on it: this one only polls. A claim
 *   older than GENERATION_CLAIM_TTL_MS with no request recorded is a tab that
 *   went away before sending, and is taken over.
 * - lib/storage/storage.ts keeps writes in memory when storage throws, so within the page
 *   the guard holds even with no Web Storage at all.
 * Two tabs deciding within the same millisecond could still both send; the API
 * receives the payment id with the request.
 */

/** Enough to cover any recent order; older ids drop off the list. */
const KEEP = 50;

const triggered = bundledSchemaItem('local', STORAGE_KEYS.generationTriggered, v.array(v.string()));

const claimsSchema = v.record(v.string(), v.object({ at: v.number(), tab: v.string() }));
const claimStores = [bundledSchemaItem('local', STORAGE_KEYS.generationClaims, claimsSchema), bundledSchemaItem('session', STORAGE_KEYS.generationClaims, claimsSchema)];

/** This page's id among the tabs (a reload is a new page: its old claim counts as another tab's). */
const TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const wasTriggered = (paymentId: string) => (triggered.get() ?? []).includes(paymentId);

function writeClaim(paymentId: string, claim: { at: number; tab: string } | null, now: number): void {
  for (const store of claimStores) {
    const fresh = Object.entries(store.get() ?? {}).filter(([id, entry]) => id !== paymentId && now - entry.at < GENERATION_CLAIM_TTL_MS);
    store.set(Object.fromEntries(claim ? [...fresh, [paymentId, claim]] : fresh));
  }
}

const claimedElsewhere = (paymentId: string, now: number) =>
  claimStores.some((store) => {
    const claim = store.get()?.[paymentId];
    return claim !== undefined && claim.tab !== TAB && now - claim.at < GENERATION_CLAIM_TTL_MS;
  });

/**
 * Whether this tab may start the generation now; if so, the claim and the
 * request are recorded before it leaves. `force` is the customer's own "try
 * again" after a failure: this tab claims it whatever was recorded.
 */
export function claimGeneration(paymentId: string, { force = false, now = Date.now() } = {}): boolean {
  if (!force && (wasTriggered(paymentId) || claimedElsewhere(paymentId, now))) return false;
  writeClaim(paymentId, { at: now, tab: TAB }, now);
  const ids = (triggered.get() ?? []).filter((id) => id !== paymentId);
  triggered.set([...ids, paymentId].slice(-KEEP));
  return true;
}

/** The server refused the request: nothing started, so the generation may be claimed again. */
export function releaseGeneration(paymentId: string, now = Date.now()): void {
  triggered.set((triggered.get() ?? []).filter((id) => id !== paymentId));
  writeClaim(paymentId, null, now);
}
