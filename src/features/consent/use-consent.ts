import { useSyncExternalStore } from 'react';
import { getConsent, onConsentChange, type ConsentRecord } from '@/domain/consent';

/** The visitor's remembered cookie choice for the current consent version, updated when it changes. */
export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(onConsentChange, getConsent, () => null);
}
