import type * as v from 'valibot';
import { onDemandSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';
import { whatsappDigits } from '@/lib/links/whatsapp-number';
import { LEAD_FORMS, type LeadFormKind, type LeadValues } from './lead-config';
import type { SentLeadsSchema } from './lead-schemas';

/**
 * What this tab keeps of a lead it sent: the first name to greet with, the chat message (with
 * its reference), a fingerprint of the details, and whether the form was reopened or the same
 * details sent again.
 */
export type SentLead = Required<v.InferOutput<SentLeadsSchema>>[LeadFormKind];

/** sessionStorage: per landing form, the last lead this tab sent. */
const sentLeads = onDemandSchemaItem<SentLeadsSchema>('session', STORAGE_KEYS.sentLeads, 'json');

/** "Camila Rocha" → "Camila": enough to greet, no more of the visitor kept than that. */
const firstName = (name: string): string => (name.trim().split(/\s+/)[0] ?? '').slice(0, 40);

/** Details read as the team would: case, spacing and the number's punctuation aside. */
function normalised(kind: LeadFormKind, values: LeadValues): string {
  const name = values.name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  const contact = values.contact.normalize('NFC').trim().toLowerCase();
  const kindOfContact = LEAD_FORMS[kind].contact;
  const same = kindOfContact === 'whatsapp' ? whatsappDigits(contact) : kindOfContact === 'discord' ? contact.replace(/^@/, '') : contact;
  return `${kind}\u0000${name}\u0000${same}`;
}

/** FNV-1a, 32 bits: tells two sets of details apart without keeping them (they are the visitor's). */
function leadFingerprint(kind: LeadFormKind, values: LeadValues): string {
  let hash = 0x811c9dc5;
  for (const char of normalised(kind, values)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const readSentLead = (kind: LeadFormKind): SentLead | null => sentLeads.get()?.[kind] ?? null;

/** The sent lead the page shows in place of its form: none while the visitor has the form open again. */
export function shownSentLead(kind: LeadFormKind): SentLead | null {
  const sent = readSentLead(kind);
  return sent && !sent.reopened ? sent : null;
}

function write(kind: LeadFormKind, lead: SentLead): SentLead {
  sentLeads.set({ ...sentLeads.get(), [kind]: lead });
  return lead;
}

/** Kept for the tab's session: back from WhatsApp (page cache or a reload), the form says the lead arrived. */
export function rememberSentLead(kind: LeadFormKind, values: LeadValues, message: string): void {
  write(kind, { firstName: firstName(values.name), message, fingerprint: leadFingerprint(kind, values), reopened: false, repeated: false });
}

/**
 * The lead this tab already sent with exactly these details, if any. Sending them again is
 * not a new lead: it is said to be the same one (`repeated`), with its chat and reference.
 */
export function sameLeadAgain(kind: LeadFormKind, values: LeadValues): SentLead | null {
  const sent = readSentLead(kind);
  if (!sent?.fingerprint || sent.fingerprint !== leadFingerprint(kind, values)) return null;
  return write(kind, { ...sent, reopened: false, repeated: true });
}

/** "Enviar outros dados": the form is shown again; the lead stays known, to recognise the same details sent twice. */
export function reopenSentLead(kind: LeadFormKind): void {
  const sent = readSentLead(kind);
  if (sent) write(kind, { ...sent, reopened: true });
}
