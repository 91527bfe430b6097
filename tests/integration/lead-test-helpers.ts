import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { browserLocation } from '@/lib/safe-redirect';
import { db } from '@/mocks/db';

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
  if (value) await user.type(field, value);
  return field;
}
