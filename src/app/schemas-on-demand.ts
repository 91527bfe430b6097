/**
 * The stored values a first visit may meet, checked by schemas that download only when one of them holds a value,
 * so a first visit never loads them (docs/state-and-data.md#schemas-on-demand): the session's token, the cookie
 * choice, the visit's campaign and the landings' lead forms. Their owners declare the keys
 * (`onDemandSchemaItem`); ./stored-schemas.ts gathers their schemas into one chunk, which the build preloads on a
 * prerendered page when one of these keys holds a value.
 */
import { checkOnDemand } from '@/lib/storage/storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';

export const KEYS_CHECKED_ON_DEMAND = [
  ['local', STORAGE_KEYS.token],
  ['local', STORAGE_KEYS.consent],
  ['session', STORAGE_KEYS.utm],
  ['session', STORAGE_KEYS.leadForms],
  ['session', STORAGE_KEYS.sentLeads],
] as const;

/** Tells storage these keys and their chunk: the app's start does it first (src/main.tsx), the tests' setup too. */
export function checkStoredValuesOnDemand(): void {
  checkOnDemand({ keys: KEYS_CHECKED_ON_DEMAND, load: () => import('./stored-schemas').then((module) => module.storedSchemas) });
}
