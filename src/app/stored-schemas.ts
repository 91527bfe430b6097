/**
 * The schemas of the stored values a first visit may meet, by storage key, gathered from their owners into one
 * chunk: the app shell and the landings declare these keys with `onDemandSchemaItem`, and this chunk downloads
 * only when one of them holds a value (./schemas-on-demand.ts, docs/state-and-data.md#schemas-on-demand).
 */
import type * as v from 'valibot';
import { consentSchema } from '@/domain/consent';
import { leadFormsSchema, sentLeadsSchema } from '@/features/marketing';
import { utmSchema } from '@/lib/links/utm-schema';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { tokenSchema } from '@/lib/storage/token-schema';

export const storedSchemas: Readonly<Record<string, v.GenericSchema>> = {
  [STORAGE_KEYS.token]: tokenSchema,
  [STORAGE_KEYS.consent]: consentSchema,
  [STORAGE_KEYS.utm]: utmSchema,
  [STORAGE_KEYS.leadForms]: leadFormsSchema,
  [STORAGE_KEYS.sentLeads]: sentLeadsSchema,
};
