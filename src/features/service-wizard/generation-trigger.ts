import * as v from 'valibot';
import { schemaItem, STORAGE_KEYS } from '@/lib/storage';

/** Enough to cover any recent order; older ids drop off the list. */
const KEEP = 50;

/** localStorage generationTriggered: payment ids whose generation was started, in this tab or an earlier visit. */
const triggered = schemaItem('local', STORAGE_KEYS.generationTriggered, v.array(v.string()));

export const wasTriggered = (paymentId: string) => (triggered.get() ?? []).includes(paymentId);

/** Recorded before the request leaves, so a reload mid-request cannot start a second generation. */
export function markTriggered(paymentId: string): void {
  const ids = (triggered.get() ?? []).filter((id) => id !== paymentId);
  triggered.set([...ids, paymentId].slice(-KEEP));
}

export function unmarkTriggered(paymentId: string): void {
  triggered.set((triggered.get() ?? []).filter((id) => id !== paymentId));
}
