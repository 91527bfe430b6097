import { isPlanId, type PlanId } from '@/config/plans';

/**
 * What a payment was for, as its `external_reference` says. The API sets that
 * reference on the preference, and Mercado Pago hands it back on every back URL
 * and in the payment itself. Ours is `key:value` pairs joined by colons (the demo
 * backend writes it; the real API is assumed to do the same):
 * `plan:discord_bot:user:7` for a plan's checkout, `automation:12:plan:whatsapp_bot:user:7`
 * for a bot's setup request from /automation, `order:demo-pref-3:user:7` for an order.
 * Only a known plan id is ever read from it: the pages never show its text.
 */
export interface ReferencedPlan {
  plan: PlanId;
  /** The checkout came from a bot's setup request (/automation), not from a plan button. */
  fromSetup: boolean;
}

/** Mercado Pago accepts up to 256 characters. */
const MAX_LENGTH = 256;

export function writePaymentReference(fields: Record<string, string | number | null | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}:${value}`)
    .join(':');
}

function pairsOf(reference: string | null | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  if (!reference || reference.length > MAX_LENGTH) return pairs;
  const parts = reference.trim().split(':');
  for (let index = 0; index + 1 < parts.length; index += 2) pairs.set(parts[index]!, parts[index + 1]!);
  return pairs;
}

export function planInReference(reference: string | null | undefined): ReferencedPlan | null {
  const pairs = pairsOf(reference);
  const plan = pairs.get('plan');
  return isPlanId(plan) ? { plan, fromSetup: pairs.has('automation') } : null;
}

/** The reference names an order (and no plan): what a tab remembers of an earlier plan checkout does not apply. */
export function referenceNamesOrder(reference: string | null | undefined): boolean {
  const pairs = pairsOf(reference);
  return pairs.has('order') && !pairs.has('plan');
}
