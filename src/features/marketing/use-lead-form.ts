import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/lib/analytics';
import { redirectOut } from '@/lib/safe-redirect';
import * as v from 'valibot';
import { schemaItem, STORAGE_KEYS } from '@/lib/storage';
import { readUtm } from '@/lib/utm';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { LEAD_FORMS, leadValuesSchema, type LeadFormKind, type LeadValues } from './lead-config';
import { buildLeadPayload, captureLead } from './lead-api';
import { leadContext, leadReference } from './lead-context';
import { validateLead, type LeadError, type LeadField } from './lead-validation';
import { logError } from '@/lib/api-error';
import { useHydrated } from '@/lib/use-hydrated';

/** 'received': the lead was sent and no chat number is configured, so the team calls back instead. */
export type LeadStatus = 'idle' | 'sending' | 'leaving' | 'blocked' | 'received';

/** What the visitor typed in each form, kept for the tab's session (errors, reloads and logins lose nothing). */
const savedForms = schemaItem(
  'session',
  STORAGE_KEYS.leadForms,
  v.object({ whatsapp: v.optional(leadValuesSchema), discord: v.optional(leadValuesSchema), agency: v.optional(leadValuesSchema) }),
);

const EMPTY_VALUES: LeadValues = { name: '', contact: '' };
const readSaved = (kind: LeadFormKind): LeadValues => savedForms.get()?.[kind] ?? EMPTY_VALUES;

function save(kind: LeadFormKind, values: LeadValues): void {
  savedForms.set({ ...savedForms.get(), [kind]: values });
}

/**
 * A landing lead form (SPEC §4 Landing forms): validate, send the lead, then
 * go to the WhatsApp chat whatever the lead call returned. One lead per submit,
 * however many clicks.
 */
export function useLeadForm(kind: LeadFormKind, fieldId: (field: LeadField) => string) {
  const { t } = useTranslation('marketing');
  // Empty while the prerendered page hydrates; then what the visitor typed earlier in this tab, until they type again.
  const hydrated = useHydrated();
  const [edited, setEdited] = useState<LeadValues | null>(null);
  const values = edited ?? (hydrated ? readSaved(kind) : EMPTY_VALUES);
  const [error, setError] = useState<LeadError | null>(null);
  const [status, setStatus] = useState<LeadStatus>('idle');
  const inFlight = useRef(false);

  // Back from WhatsApp through the browser's page cache: the form must work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setStatus('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const change = useCallback(
    (field: LeadField, value: string) =>
      setEdited((current) => {
        const next = { ...(current ?? readSaved(kind)), [field]: value };
        save(kind, next);
        return next;
      }),
    [kind],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const spec = LEAD_FORMS[kind];
    const problem = validateLead(spec.contact, values);
    setError(problem);
    if (problem) {
      document.getElementById(fieldId(problem.fields[0] ?? 'name'))?.focus();
      return;
    }
    inFlight.current = true;
    setStatus('sending');
    track('lead_submit', { source: spec.source, action: spec.action });
    const name = values.name.trim();
    const contact = values.contact.trim();
    // The visitor's message, then where they came from and a reference: the same text goes to the
    // lead's `message` and to the chat, so the team can tie one to the other.
    const utm = readUtm();
    const message = `${t(`lead.messages.${kind}`, { name, contact })}\n\n${leadContext(t, kind, utm, leadReference())}`;
    try {
      await captureLead(buildLeadPayload(kind, values, message, utm));
    } catch (failure) {
      // SPEC §8: a lead that could not be captured is only logged; the visitor still reaches the chat.
      logError('Erro ao capturar lead', failure);
    }
    const chatUrl = whatsappChatUrl(message);
    if (!chatUrl) {
      inFlight.current = false;
      setStatus('received');
      return;
    }
    if (redirectOut(chatUrl, 'chat')) {
      setStatus('leaving');
      return;
    }
    inFlight.current = false;
    setStatus('blocked');
  };

  return { values, change, error, status, submit, busy: status === 'sending' || status === 'leaving' };
}
