/**
 * The schemas of the keys lib/storage/storage.ts declares itself, the ones the app
 * shell and the landings read: the token, the cookie choice, the visit's
 * campaign, what was typed into the lead forms and the leads they sent. A chunk of their own,
 * loaded only when one of them holds a value (see `prepareStorage` there).
 */
import * as v from 'valibot';
import { UTM_FIELDS, type UtmField } from '@/config/campaign';

const text = v.string();

/**
 * The visitor's cookie choice (LGPD): one answer per category, the consent
 * version it answered (a new version asks again) and when; the terms and privacy
 * policy accepted at registration are recorded with it.
 */
const consent = v.object({
  version: v.number(),
  /** ISO timestamp. */
  decidedAt: text,
  analytics: v.boolean(),
  marketing: v.boolean(),
  terms: v.optional(v.object({ version: text, acceptedAt: text })),
});

/** A campaign field that is not text reads as absent; the other fields of the campaign are kept. */
const utmField = v.fallback(v.nullish(text, null), null);
/** sessionStorage utmParams: the five UTM fields, each null when absent. */
const utm = v.object(Object.fromEntries(UTM_FIELDS.map((field) => [field, utmField])) as Record<UtmField, typeof utmField>);

/** What the visitor typed in a lead form (name and WhatsApp number, Discord user or e-mail). */
const leadValues = v.object({ name: v.optional(text, ''), contact: v.optional(text, '') });
/** sessionStorage leadForms: each landing's form, so errors, reloads and logins lose nothing. */
const leadForms = v.object({ whatsapp: v.optional(leadValues), discord: v.optional(leadValues), agency: v.optional(leadValues) });

/**
 * A lead a landing's form sent: the visitor's first name and the chat message (its reference
 * included), so the page says "received" on the way back from WhatsApp instead of an empty form;
 * a fingerprint of the details sent (not the details), so sending them again is recognised;
 * whether the visitor reopened the form ("Enviar outros dados") and whether they sent the same
 * details again.
 */
const sentLead = v.object({
  firstName: v.optional(text, ''),
  message: text,
  fingerprint: v.optional(text, ''),
  reopened: v.optional(v.boolean(), false),
  repeated: v.optional(v.boolean(), false),
});
/** sessionStorage sentLeads: per landing form, the last lead this tab sent. */
const sentLeads = v.object({ whatsapp: v.optional(sentLead), discord: v.optional(sentLead), agency: v.optional(sentLead) });

export const storageSchemas = {
  token: v.pipe(text, v.nonEmpty()),
  consent,
  utm,
  leadForms,
  sentLeads,
};

export type StorageSchemas = typeof storageSchemas;
