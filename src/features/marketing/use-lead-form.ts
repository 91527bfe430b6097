import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/lib/analytics/analytics';
import { onDemandSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';
import { LEAD_FORMS, type LeadFormKind, type LeadValues } from './lead-config';
import { validateLead, type LeadError, type LeadField } from './lead-validation';
import { useHydrated } from '@/lib/react/use-hydrated';
import { REPEATED_LEAD_CHAT_DELAY_MS } from '@/config/redirect-delays';
import type { LeadFormsSchema } from './lead-schemas';
import { reopenSentLead, shownSentLead, type SentLead } from './sent-lead';
import { showThenFocus } from '@/lib/react/show-then-focus';
import { withRetries } from '@/lib/retry/with-retries';

/**
 * 'received': the lead was sent and no chat number is configured, so the team calls back instead.
 * 'repeated': these details were already sent; the page says so, then opens the same chat again.
 */
export type LeadStatus = 'idle' | 'sending' | 'leaving' | 'blocked' | 'received' | 'repeated';

// Sending a lead (its message, the API call, the chat redirect) downloads with the form's first focus, retried a few times.
const loadDelivery = () => withRetries(() => import('./lead-delivery'));
/** Called when the visitor starts on a form: what sending needs is there by the time they send. */
export const preloadLeadDelivery = (): void => void loadDelivery().catch(() => undefined);

/** What the visitor typed in each form, kept for the tab's session (errors, reloads and logins lose nothing). */
const savedForms = onDemandSchemaItem<LeadFormsSchema>('session', STORAGE_KEYS.leadForms, 'json');

const EMPTY_VALUES: LeadValues = { name: '', contact: '' };
const readSaved = (kind: LeadFormKind): LeadValues => savedForms.get()?.[kind] ?? EMPTY_VALUES;

function save(kind: LeadFormKind, values: LeadValues): void {
  savedForms.set({ ...savedForms.get(), [kind]: values });
}

/**
 * A landing lead form (docs/product/marketing.md#what-a-lead-carries): validate, send the lead, then
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
  // The lead this tab sent from this form: read once the page is live (never in the hydrated markup),
  // so a return from WhatsApp, a reload or a later visit in the tab says it arrived instead of an empty form.
  const [sentNow, setSent] = useState<SentLead | null | undefined>(undefined);
  const storedSent = hydrated && sentNow === undefined ? shownSentLead(kind) : null;
  const sent = sentNow ?? storedSent;

  // The chat opened again after "already sent" has been said; leaving the page first cancels it.
  const chatAgain = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelChatAgain = () => {
    if (chatAgain.current) clearTimeout(chatAgain.current);
    chatAgain.current = null;
  };
  useEffect(() => cancelChatAgain, []);

  // Back from WhatsApp through the browser's page cache: the sent lead is said again (see `sent`), and the form works again.
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
    (field: LeadField, value: string) => {
      setEdited((current) => {
        const next = { ...(current ?? readSaved(kind)), [field]: value };
        save(kind, next);
        return next;
      });
      // The message was about the last attempt: a field being corrected is no longer flagged, and once
      // none is, the message goes (the next submit judges the new values).
      setError((current) => {
        if (!current?.fields.includes(field)) return current;
        const fields = current.fields.filter((flagged) => flagged !== field);
        return fields.length ? { ...current, fields } : null;
      });
    },
    [kind],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const spec = LEAD_FORMS[kind];
    const problem = validateLead(spec.contact, values);
    showThenFocus(() => setError(problem), problem ? fieldId(problem.fields[0] ?? 'name') : undefined);
    if (problem) return;
    inFlight.current = true;
    setStatus('sending');
    track('lead_submit', { source: spec.source, action: spec.action });
    // Without the sending code (offline since the page loaded) the chat link still shows, as for a blocked redirect.
    const delivery = await loadDelivery().then(
      ({ deliverLead }) => deliverLead(kind, values, t),
      () => 'blocked' as const,
    );
    setStatus(delivery);
    if (delivery !== 'blocked') setSent(shownSentLead(kind));
    if (delivery !== 'leaving') inFlight.current = false;
    // The same details again: the page says they were already sent, then the same chat opens, as the button promised.
    if (delivery === 'repeated') chatAgain.current = setTimeout(() => void loadDelivery().then(({ openSentChat }) => openSentChat(kind)), REPEATED_LEAD_CHAT_DELAY_MS);
  };

  /** "Enviar outros dados": the form again, with what was typed (the lead sent stays known: the same details again are not a new lead). */
  const sendAnother = () => {
    cancelChatAgain();
    reopenSentLead(kind);
    setSent(null);
    setStatus('idle');
  };

  const busy = status === 'sending' || status === 'leaving';
  // While the browser leaves for the chat the form stays, its button saying so.
  return { values, change, error, status, submit, busy, sent: busy ? null : sent, sendAnother };
}
