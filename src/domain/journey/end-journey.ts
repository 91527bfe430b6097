/**
 * What a logout forgets (docs/product/accounts.md#sessions): the token and every key of work in progress
 * (pending plan, forms, wizard, continue flags, saved trial, checkout...), in both storages, so the next person
 * on this computer does not inherit a checkout. A key added to STORAGE_KEYS later is forgotten too unless it is
 * listed in KEPT_ON_LOGOUT. (An expired session forgets only its token: the visitor logs in again and goes on.)
 */
import { forgetStored, STORAGE_KEYS } from '@/lib/storage/storage';

/** What a logout keeps: the visitor's language and cookie choice, the demo backend's data and the single-generation guards. */
const KEPT_ON_LOGOUT: ReadonlySet<string> = new Set([
  STORAGE_KEYS.language,
  STORAGE_KEYS.consent,
  STORAGE_KEYS.demoBackend,
  STORAGE_KEYS.generationTriggered,
  STORAGE_KEYS.generationClaims,
]);

export function endJourney(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (!KEPT_ON_LOGOUT.has(key)) forgetStored(key);
  }
}
