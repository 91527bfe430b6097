import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { BOT_NAMES, BOTS, type BotName } from '@/config/bots';
import { query } from '@/config/routes';
import { useAuth } from '@/domain/session';
import { PrivacyNotice } from '@/components/ui/privacy-notice';
import { AutomationHeader, voiceFor } from './automation-header';
import { AutomationSubmit } from './automation-submit';
import { BotChoiceField } from './bot-choice-field';
import { useBotStandings } from './bot-standing';
import { consumeSignupBot, formForAnotherRequest, loadForm, saveForm, sentAtOf } from './form-state';
import { ModerationFields } from './moderation-fields';
import { SalesBotFields } from './sales-bot-fields';
import { SendAnotherButton, SentNotice } from './sent-notice';
import { SubscriptionSummary } from './subscription-summary';
import type { AutomationForm } from './types';
import { useAutomationSubmit } from './use-automation-submit';
import { useBotPayments } from './use-bot-payments';
import './automation.css';

/** /automation: choose a bot, brief it, and start its free trial (or, for a bot already held or included in the Combo, just brief it). */
export function AutomationScreen() {
  const { t } = useTranslation(['automation', 'common']);
  const { isAuthenticated } = useAuth();
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<AutomationForm>(() => loadForm(params.get(query.bot)));
  const { standingOf, checkFailed, includedKnown } = useBotStandings();
  const { trialEndsAt } = useBotPayments();
  // A bot the customer holds may still be in its free trial: when this browser saw it start, every part of the page says so.
  const trialEndOf = (bot: BotName): Date | null => (standingOf(bot) === 'owned' ? trialEndsAt(BOTS[bot].plan) : null);
  const standing = form.bot ? standingOf(form.bot) : null;
  const onSent = useCallback((sent: AutomationForm['sent']) => setForm((current) => ({ ...current, sent })), []);
  const { submit, phase, error, fieldErrors, paymentUrl } = useAutomationSubmit(form, standing === 'owned', form.bot ? includedKnown(form.bot) : null, onSent);
  const busy = phase !== 'idle';
  // Back on a bot whose request went through: it says so, its fields read as sent, and only a new request is offered.
  const sentAt = phase === 'idle' ? sentAtOf(form) : null;

  function sendAnother() {
    setForm(formForAnotherRequest(form));
    const first = form.bot === 'whatsapp' ? 'business_description' : form.bot === 'discord' ? 'server_name' : null;
    // After the fields are enabled again (the next paint), the visitor starts from the first one.
    requestAnimationFrame(() => document.getElementById(first ? `automation-${first}` : `automation-bot-${BOT_NAMES[0]}`)?.focus());
  }
  const voice = voiceFor(form.bot, standingOf);

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
    if (first) document.getElementById(first === 'bot' ? `automation-bot-${BOT_NAMES[0]}` : `automation-${first}`)?.focus();
  }

  return (
    <section className="container section automation-page">
      <AutomationHeader voice={voice} trialEndsAt={form.bot ? trialEndOf(form.bot) : null} />
      <div className="automation-layout">
        <form className="form card automation-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {sentAt && <SentNotice sentAt={sentAt} />}
          <BotChoiceField
            value={form.bot}
            onChange={(bot) => setForm((current) => ({ ...current, bot }))}
            standingOf={standingOf}
            trialEndOf={trialEndOf}
            error={fieldErrors.bot && t('form.fieldErrors.bot')}
            disabled={busy}
          />
          {/* The chosen bot's fields, as sent while its request is marked sent; the other bot's form is another request. */}
          <fieldset className="automation-fieldset automation-fields" disabled={Boolean(sentAt)}>
            {form.bot === 'whatsapp' && (
              <SalesBotFields
                value={form.sales}
                errors={fieldErrors}
                onChange={(patch) => setForm((current) => ({ ...current, sales: { ...current.sales, ...patch } }))}
              />
            )}
            {form.bot === 'discord' && (
              <ModerationFields
                value={form.moderation}
                errors={fieldErrors}
                onChange={(patch) => setForm((current) => ({ ...current, moderation: { ...current.moderation, ...patch } }))}
              />
            )}
          </fieldset>
          {form.bot && checkFailed(form.bot) && <Alert tone="info">{t('form.checkFailed')}</Alert>}
          {sentAt ? (
            <SendAnotherButton onClick={sendAnother} />
          ) : (
            <AutomationSubmit bot={form.bot} voice={voice} phase={phase} error={error} paymentUrl={paymentUrl} />
          )}
          {!isAuthenticated && <p className="field-hint">{t('form.loginNote')}</p>}
          <PrivacyNotice />
        </form>
        <SubscriptionSummary bot={form.bot} standing={standing ?? 'trial'} trialEndsAt={form.bot ? trialEndOf(form.bot) : null} />
      </div>
    </section>
  );
}
