import { UTM_FIELDS } from '@/config/campaign';
import { onDemandSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';
import type { UtmFields, UtmSchema } from './utm-schema';

export type { UtmFields };

/**
 * Campaign parameters of the URL the visitor arrived on (docs/product/marketing.md#what-a-lead-carries). They
 * are kept for the whole visit (sessionStorage), so a visitor who browses
 * before leaving a lead still carries them; a later campaign URL replaces them.
 */

/** Long enough for any real campaign value; a pasted novel is cut. */
const MAX_LENGTH = 200;

/** sessionStorage: the campaign of the URL this visit arrived on (schema: ./utm-schema.ts). */
const storedUtm = onDemandSchemaItem<UtmSchema>('session', STORAGE_KEYS.utm, 'json');

const emptyUtm = (): UtmFields => Object.fromEntries(UTM_FIELDS.map((field) => [field, null])) as UtmFields;

function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, MAX_LENGTH);
  return text || null;
}

/** Reads the five UTM parameters of a query string; null when the URL carries none. */
export function utmFromSearch(search: string): UtmFields | null {
  const params = new URLSearchParams(search);
  const fields = emptyUtm();
  let found = false;
  for (const key of UTM_FIELDS) {
    const value = clean(params.get(key));
    if (value !== null) found = true;
    fields[key] = value;
  }
  return found ? fields : null;
}

/** Remembers the URL's campaign for this visit; a URL without UTM parameters keeps the earlier ones. */
export function captureUtm(search: string): void {
  const fields = utmFromSearch(search);
  if (fields) storedUtm.set(fields);
}

/** The visit's campaign, each field null when absent. */
export function readUtm(): UtmFields {
  const stored = storedUtm.get();
  const fields = emptyUtm();
  if (stored) for (const key of UTM_FIELDS) fields[key] = clean(stored[key]);
  return fields;
}
