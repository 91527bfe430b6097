import { useSyncExternalStore } from 'react';
import { getConsent, onConsentChange, type ConsentChoice } from '@/lib/analytics';

/** The visitor's remembered cookie choice, updated when it changes. */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(onConsentChange, getConsent, () => null);
}
