import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { query } from '@/config/routes';
import { recentCheckoutPlan } from '@/domain/billing';
import { planInReference, referenceNamesOrder, type ReferencedPlan } from '@/domain/billing';

/**
 * The plan a payment was for, when something says so: the payment's own
 * external_reference (from the API's lookup), else the one in the return URL,
 * else the plan this tab left to pay for (sessionStorage checkoutPlan, read
 * once) unless a reference names an order. Null for an order, or when a tab
 * that remembers nothing gets no reference (then the page asks the API what
 * the customer now has).
 */
export function useKnownPlan(lookupReference?: string | null): ReferencedPlan | null {
  const [params] = useSearchParams();
  const [remembered] = useState(recentCheckoutPlan);
  const urlReference = params.get(query.externalReference);
  const named = planInReference(lookupReference) ?? planInReference(urlReference);
  if (named) return named;
  if (referenceNamesOrder(lookupReference) || referenceNamesOrder(urlReference)) return null;
  return remembered ? { plan: remembered, fromSetup: false } : null;
}
