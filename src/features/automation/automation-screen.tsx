import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { TRIAL_DAYS } from '@/config/constants';
import { useAuth } from '@/lib/auth';
import { BotChoiceField } from './bot-choice-field';
import { consumeSignupBot, loadForm, saveForm } from './form-state';
import { ModerationFields } from './moderation-fields';
import { SalesBotFields } from './sales-bot-fields';
import { SubscriptionSummary } from './subscription-summary';
import type { AutomationForm } from './types';
import { useAutomationSubmit } from './use-automation-submit';
import './automation.css';
import { PrivacyNotice } from '@/components/ui/privacy-notice';

/** /automation: choose a bot, brief it, and start its free trial. */
export function AutomationScreen() {
  const { t } = useTranslation('automation');
  const { isAuthenticated } = useAuth();
  const [form, setForm] = useState<AutomationForm>(loadForm);
  const { submit, phase, error, fieldErrors, paymentUrl } = useAutomationSubmit(form);
  const busy = phase !== 'idle';

  // Every keystroke is kept for this tab: a reload or the login round trip loses nothing.
  useEffect(() => saveForm(form), [form]);
  useEffect(() => consumeSignupBot(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = await submit();
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(`automation-${first}`)?.focus();
  }

  return (
    <section className="container section automation-page">
      <header className="automation-header">
        <p className="eyebrow">{t('eyebrow', { days: TRIAL_DAYS })}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <div className="automation-layout">
        <form className="form card automation-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <BotChoiceField value={form.bot} onChange={(bot) => setForm((current) => ({ ...current, bot }))} disabled={busy} />
          {form.bot === 'whatsapp' ? (
            <SalesBotFields
              value={form.sales}
              errors={fieldErrors}
              onChange={(patch) => setForm((current) => ({ ...current, sales: { ...current.sales, ...patch } }))}
            />
          ) : (
            <ModerationFields
              value={form.moderation}
              errors={fieldErrors}
              onChange={(patch) => setForm((current) => ({ ...current, moderation: { ...current.moderation, ...patch } }))}
            />
          )}
          {error && <Alert>{error}</Alert>}
          {phase === 'redirecting' && paymentUrl && (
            <Alert tone="success">
              <p>{t('form.success')}</p>
              <p>
                <a href={paymentUrl}>{t('form.goNow')}</a>
              </p>
            </Alert>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy && <Spinner size="sm" />}
            {phase === 'sending' ? t('form.sending') : phase === 'redirecting' ? t('form.redirecting') : t('form.submit', { days: TRIAL_DAYS })}
          </button>
          {!isAuthenticated && <p className="field-hint">{t('form.loginNote')}</p>}
          <PrivacyNotice />
        </form>
        <SubscriptionSummary bot={form.bot} />
      </div>
    </section>
  );
}
