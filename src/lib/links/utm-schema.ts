/**
 * The visit's campaign as stored (sessionStorage utmParams): the five UTM fields, each null when absent. A
 * module of its own: the campaign is checked on demand (src/lib/storage/storage.ts), in the chunk
 * src/app/stored-schemas.ts gathers.
 */
import * as v from 'valibot';
import { UTM_FIELDS, type UtmField } from '@/config/campaign';

/** A campaign field that is not text reads as absent; the other fields of the campaign are kept. */
const utmField = v.fallback(v.nullish(v.string(), null), null);

export const utmSchema = v.object(Object.fromEntries(UTM_FIELDS.map((field) => [field, utmField])) as Record<UtmField, typeof utmField>);
export type UtmSchema = typeof utmSchema;
export type UtmFields = v.InferOutput<UtmSchema>;
