import { storage } from '@/lib/storage';

/** Enough to cover any recent order; older ids drop off the list. */
const KEEP = 50;

/** Whether this payment's generation was already started, in this tab or an earlier visit. */
export const wasTriggered = (paymentId: string) => (storage.generationTriggered.get() ?? []).includes(paymentId);

/** Recorded before the request leaves, so a reload mid-request cannot start a second generation. */
export function markTriggered(paymentId: string): void {
  const ids = (storage.generationTriggered.get() ?? []).filter((id) => id !== paymentId);
  storage.generationTriggered.set([...ids, paymentId].slice(-KEEP));
}

export function unmarkTriggered(paymentId: string): void {
  storage.generationTriggered.set((storage.generationTriggered.get() ?? []).filter((id) => id !== paymentId));
}
