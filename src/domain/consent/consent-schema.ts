/**
 * The visitor's cookie choice as stored (localStorage cookieConsent, LGPD): one answer per category, the
 * version of the question it answered (./versions.ts says when a new one is asked) and when; the terms and
 * privacy policy accepted at registration are recorded with it. A module of its own: a first visit may meet
 * this key, so its schema is checked on demand (src/lib/storage/storage.ts), in the chunk
 * src/app/stored-schemas.ts gathers.
 */
import * as v from 'valibot';

export const consentSchema = v.object({
  version: v.number(),
  /** ISO timestamp. */
  decidedAt: v.string(),
  analytics: v.boolean(),
  marketing: v.boolean(),
  terms: v.optional(v.object({ version: v.string(), acceptedAt: v.string() })),
});
export type ConsentSchema = typeof consentSchema;
export type ConsentRecord = v.InferOutput<ConsentSchema>;
