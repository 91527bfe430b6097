import { useSyncExternalStore } from 'react';
import { getConsent, onConsentChange } from '@/lib/analytics/analytics';
import type { ConsentRecord } from '@/lib/storage/storage';

/** The visitor's remembered cookie choice for the current consent version, updated when it changes. */
export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(onConsentChange, getConsent, () => null);
}
