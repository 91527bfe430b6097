import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { TEAM_CONTACT_HOURS } from '@/config/promised-times';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/page-spinner';
import { WhatsAppIcon } from '@/components/ui/icons';
import { preloadApiClient } from '@/lib/http/api-client';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import { LEAD_FORMS, type LeadFormKind } from './lead-config';
import { WHATSAPP_INPUT_PATTERN } from '@/lib/links/whatsapp-number';
import { CONTACT_MAX_LENGTH, LEAD_LIMITS, LEAD_LIMIT_VALUES, type LeadField } from './lead-validation';
import { LeadSent } from './lead-sent';
import { preloadLeadDelivery, useLeadForm } from './use-lead-form';
import { PrivacyNotice } from '@/components/ui/privacy-notice';
import { AppForm } from '@/components/ui/app-form';
import { NewTabLink } from '@/components/ui/new-tab-link';

const preloadSending = () => {
  preloadApiClient();
  preloadLeadDelivery();
};

interface LeadFormProps {
  kind: LeadFormKind;
  /** Labels the form for assistive technology (the id of the section heading). */
  labelledBy: string;
}

const CONTACT_INPUT = {
  whatsapp: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', pattern: WHATSAPP_INPUT_PATTERN },
  discord: { type: 'text', inputMode: 'text', autoComplete: 'nickname', pattern: undefined },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', pattern: undefined },
} as const;

/** Name plus WhatsApp number, Discord user or e-mail; errors in an alert beside the fields, focus on the first invalid one. */
export function LeadForm({ kind, labelledBy }: LeadFormProps) {
  const { t } = useTranslation('marketing');
  const base = useId();
  const fieldId = (field: LeadField) => `${base}-${field}`;
  const alertId = `${base}-alert`;
  const { values, change, error, status, submit, busy, sent, sendAnother } = useLeadForm(kind, fieldId);
  /** Where a visitor whose lead could not be sent can still talk to the team (absent when no number is configured). */
  const chatUrl = whatsappChatUrl();
  const contact = LEAD_FORMS[kind].contact;
  const input = CONTACT_INPUT[contact];
  const invalid = (field: LeadField) => (error?.fields.includes(field) ? true : undefined);
  const describedBy = (field: LeadField, hint: boolean) =>
    [hint ? `${fieldId(field)}-hint` : '', invalid(field) ? alertId : ''].filter(Boolean).join(' ') || undefined;

  // "Enviar outros dados": the form comes back in the confirmation's place, and the visitor continues from its first field.
  const sendingAnother = useRef(false);
  useEffect(() => {
    if (sent || !sendingAnother.current) return;
    sendingAnother.current = false;
    document.getElementById(fieldId('name'))?.focus();
  });

  if (sent) {
    const again = () => {
      sendingAnother.current = true;
      sendAnother();
    };
    return <LeadSent sent={sent} takeFocus={status === 'received' || status === 'repeated'} onSendAnother={again} />;
  }

  return (
    <AppForm className="form landing-lead-form" aria-labelledby={labelledBy} onSubmit={submit} onFocus={preloadSending}>
      <TextField
        id={fieldId('name')}
        label={t('lead.fields.name')}
        name="name"
        autoComplete="name"
        maxLength={LEAD_LIMITS.name.max}
        required
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        aria-invalid={invalid('name')}
        aria-describedby={describedBy('name', false)}
      />
      <TextField
        id={fieldId('contact')}
        label={t(`lead.fields.${contact}`)}
        hint={t(`lead.hints.${contact}`)}
        name={contact}
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        pattern={input.pattern}
        maxLength={CONTACT_MAX_LENGTH[contact]}
        spellCheck={false}
        required
        value={values.contact}
        onChange={(event) => change('contact', event.target.value)}
        aria-invalid={invalid('contact')}
        aria-describedby={describedBy('contact', true)}
      />
      {error && (
        <Alert id={alertId} className="landing-lead-alert">
          {t(`lead.errors.${error.code}`, LEAD_LIMIT_VALUES)}
        </Alert>
      )}
      {status === 'blocked' && (
        <Alert tone="warning">
          {t('lead.blocked')}{' '}
          {chatUrl && <NewTabLink href={chatUrl}>{t('lead.blockedLink')}</NewTabLink>}
        </Alert>
      )}
      <button type="submit" className="btn btn-whatsapp btn-block" disabled={busy}>
        {busy ? <Spinner size="sm" /> : <WhatsAppIcon size={20} />}
        {status === 'sending' ? t('lead.sending') : status === 'leaving' ? t('lead.leaving') : chatUrl ? t('lead.submit.chat') : t('lead.submit.send')}
      </button>
      <p className="landing-lead-note">{chatUrl ? t('lead.note') : t('lead.noteCallBack', { hours: TEAM_CONTACT_HOURS })}</p>
      <PrivacyNotice className="landing-lead-note" />
    </AppForm>
  );
}
