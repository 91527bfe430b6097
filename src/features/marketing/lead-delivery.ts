import type { TFunction } from 'i18next';
import { logError } from '@/lib/http/api-error';
import { redirectOut } from '@/lib/links/safe-redirect';
import { readUtm } from '@/lib/links/utm';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import { buildLeadPayload, captureLead } from './lead-api';
import { leadContext, leadReference } from './lead-context';
import type { LeadFormKind, LeadValues } from './lead-config';
import { readSentLead, rememberSentLead, reopenSentLead, sameLeadAgain } from './sent-lead';

/**
 * Where a valid lead ended: the browser is leaving for the chat, the team calls back, the
 * redirect was blocked, or these details were already sent (nothing captured again).
 */
export type LeadDelivery = 'leaving' | 'received' | 'blocked' | 'repeated';

/**
 * Sends a valid lead, then opens the WhatsApp chat whatever the lead call
 * returned: a lead that could not be captured is only logged
 * (docs/product/marketing.md#what-a-lead-carries). The visitor's message, then
 * where they came from and a reference: the same text goes to the lead's
 * `message` and to the chat, so the team can tie one to the
 * other. Loaded with the form's first focus, not with the landing. A lead that
 * reached the team (the chat opened, or no chat: the team calls back) is
 * remembered for the tab (sent-lead.ts), so the form says so on the way back.
 * The same details sent again (after "Enviar outros dados", even after a reload)
 * are not a new lead: nothing is captured, and the page says they were already sent
 * before it opens the chat again (openSentChat) with the first message and its reference.
 */
export async function deliverLead(kind: LeadFormKind, values: LeadValues, t: TFunction<'marketing'>): Promise<LeadDelivery> {
  if (sameLeadAgain(kind, values)) return 'repeated';
  const name = values.name.trim();
  const contact = values.contact.trim();
  const utm = readUtm();
  const message = `${t(`lead.messages.${kind}`, { name, contact })}\n\n${leadContext(t, kind, utm, leadReference())}`;
  try {
    await captureLead(buildLeadPayload(kind, values, message, utm));
  } catch (failure) {
    logError('Erro ao capturar lead', failure);
  }
  const chatUrl = whatsappChatUrl(message);
  // Written before the browser leaves: the way back from the chat finds it.
  rememberSentLead(kind, values, message);
  if (!chatUrl) return 'received';
  if (redirectOut(chatUrl, 'chat')) return 'leaving';
  // The form stays, with the chat link; the lead is known, so the same details are not sent twice.
  reopenSentLead(kind);
  return 'blocked';
}

/** The chat of the lead this form sent, with its message and reference, opened again; false when there is none or the browser refused. */
export function openSentChat(kind: LeadFormKind): boolean {
  const sent = readSentLead(kind);
  const chat = sent ? whatsappChatUrl(sent.message) : null;
  return chat !== null && redirectOut(chat, 'chat');
}
