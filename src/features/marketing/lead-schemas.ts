/**
 * What this tab keeps of the landings' lead forms (sessionStorage): what was typed in each form
 * (`leadForms`) and the lead each form last sent (`sentLeads`). A module of its own: a first visit may
 * meet these keys, so their schemas are checked on demand (src/lib/storage/storage.ts), in the chunk
 * src/app/stored-schemas.ts gathers; ./use-lead-form.ts and ./sent-lead.ts declare the keys.
 */
import * as v from 'valibot';

const text = v.string();

/** What the visitor typed in a lead form (name and WhatsApp number, Discord user or e-mail). */
const leadValues = v.object({ name: v.optional(text, ''), contact: v.optional(text, '') });
/** Each landing's form, so errors, reloads and logins lose nothing. */
export const leadFormsSchema = v.object({ whatsapp: v.optional(leadValues), discord: v.optional(leadValues), agency: v.optional(leadValues) });
export type LeadFormsSchema = typeof leadFormsSchema;

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
/** Per landing form, the last lead this tab sent. */
export const sentLeadsSchema = v.object({ whatsapp: v.optional(sentLead), discord: v.optional(sentLead), agency: v.optional(sentLead) });
export type SentLeadsSchema = typeof sentLeadsSchema;
