import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { browserLocation } from '@/lib/links/safe-redirect';
import { db } from '@/mocks/db';
import { pasteInto } from '../utils/paste-into';

const PROVIDER_NUMBER = '5511987654321';

/** The exact chat URL the app must open (as the browser normalises it): provider number and the prefilled message. */
export const chatUrl = (message: string) => new URL(`https://wa.me/${PROVIDER_NUMBER}?text=${encodeURIComponent(message)}`).href;

/** Stops jsdom from "navigating" and records where the app tried to go. */
export const spyOnRedirect = () => vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});

/** Payloads the demo lead service accepted. */
export const leadPayloads = () => db.leads.map((lead) => lead.payload);

export const NO_UTM = { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };

export async function fill(user: UserEvent, label: string, value: string) {
  const field = await screen.findByRole('textbox', { name: label });
  await user.clear(field);
  if (value) await pasteInto(user, field, value);
  return field;
}

/**
 * Makes the lead's reference predictable: crypto.getRandomValues fills zeros, so the
 * reference is 'IA-AAAAAA'. Restored with the test's other mocks.
 */
export function fixLeadReference(): string {
  vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).fill(0);
    return array;
  });
  return 'IA-AAAAAA';
}

/** The lead's context line as the app writes it after the visitor's message. */
export const PT_CONTEXT = {
  whatsapp: 'Vim pela página do bot de vendas para WhatsApp',
  discord: 'Vim pela página do bot de moderação para Discord',
  agency: 'Vim pela página da agência de IA',
};
export const withContext = (message: string, context: string, reference = 'IA-AAAAAA', label = 'Código do atendimento') =>
  `${message}\n\n${context}. ${label}: ${reference}.`;
