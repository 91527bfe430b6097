import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { query } from '@/config/routes';
import { recentCheckoutPlan } from '@/lib/checkout-plan';
import { planInReference, type ReferencedPlan } from '@/lib/payment-reference';

/**
 * The plan a payment was for, when something says so: the payment's own
 * external_reference (from the API's lookup), else the one in the return URL,
 * else the plan this tab left to pay for (sessionStorage checkoutPlan, read
 * once). Null for an order, or when a tab that remembers nothing gets no
 * reference (then the page asks the API what the customer now has).
 */
export function useKnownPlan(lookupReference?: string | null): ReferencedPlan | null {
  const [params] = useSearchParams();
  const [remembered] = useState(recentCheckoutPlan);
  return (
    planInReference(lookupReference) ??
    planInReference(params.get(query.externalReference)) ??
    (remembered ? { plan: remembered, fromSetup: false } : null)
  );
}
