import { session, type SentLeads } from '@/lib/storage';
import type { LeadFormKind } from './lead-config';

/** What this tab keeps of a lead it sent: the first name to greet with, and the chat message (with its reference). */
export type SentLead = Required<SentLeads>[LeadFormKind];

const sentLeads = session.sentLeads;

/** "Camila Rocha" → "Camila": enough to greet, no more of the visitor kept than that. */
const firstName = (name: string): string => (name.trim().split(/\s+/)[0] ?? '').slice(0, 40);

export const readSentLead = (kind: LeadFormKind): SentLead | null => sentLeads.get()?.[kind] ?? null;

/** Kept for the tab's session: back from WhatsApp (page cache or a reload), the form says the lead arrived. */
export function rememberSentLead(kind: LeadFormKind, name: string, message: string): void {
  sentLeads.set({ ...sentLeads.get(), [kind]: { firstName: firstName(name), message } });
}

export function forgetSentLead(kind: LeadFormKind): void {
  const rest = { ...sentLeads.get() };
  delete rest[kind];
  sentLeads.set(Object.keys(rest).length ? rest : null);
}
