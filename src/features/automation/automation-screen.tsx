import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { PLAN_MONTHLY_PRICES, PLAN_OF_BOT, TRIAL_DAYS } from '@/config/constants';
import { paths, query } from '@/config/routes';
import { formatMoney } from '@/lib/format';
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
  const { t, i18n } = useTranslation(['automation', 'common']);
  const { isAuthenticated } = useAuth();
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<AutomationForm>(() => loadForm(params.get(query.bot)));
  const { submit, phase, error, fieldErrors, paymentUrl } = useAutomationSubmit(form);
  const busy = phase !== 'idle';
  const terms = t('common:trialTerms', { days: TRIAL_DAYS, price: formatMoney(PLAN_MONTHLY_PRICES[PLAN_OF_BOT[form.bot]], i18n.language) });

  // Every keystroke is kept for this tab: a reload or the login round trip loses nothing.
  useEffect(() => saveForm(form), [form]);
  useEffect(() => consumeSignupBot(), []);
  // ?bot= preselects once; afterwards the form kept in this tab says which bot is chosen.
  useEffect(() => {
    if (!params.has(query.bot)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(query.bot);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

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
          {phase === 'confirming' && (
            <Alert tone="success">
              <p>{t('form.alreadySubscribed')}</p>
              <p>
                <Link to={paths.automationSuccess}>{t('form.openConfirmation')}</Link>
              </p>
            </Alert>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-describedby="automation-terms">
            {busy && <Spinner size="sm" />}
            {phase === 'sending'
              ? t('form.sending')
              : phase === 'redirecting'
                ? t('form.redirecting')
                : phase === 'confirming'
                  ? t('form.confirming')
                  : t('form.submit', { days: TRIAL_DAYS })}
          </button>
          <p id="automation-terms" className="automation-terms">
            {terms}
          </p>
          {!isAuthenticated && <p className="field-hint">{t('form.loginNote')}</p>}
          <PrivacyNotice />
        </form>
        <SubscriptionSummary bot={form.bot} />
      </div>
    </section>
  );
}
