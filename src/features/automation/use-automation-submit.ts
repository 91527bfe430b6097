import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/routes';
import { BOTS, type BotName } from '@/config/bots';
import { AUTOMATION_LEAVE_DELAY_MS } from '@/config/redirect-delays';
import type { BotPlanId } from '@/config/plans';
import { logError, toApiError } from '@/lib/http/api-error';
import { hasSession, useAuth, useGoToLogin } from '@/domain/session';
import { forgetCheckoutPlan } from '@/domain/billing';
import { redirectOut, safeExternalUrl } from '@/lib/links/safe-redirect';
import { journey } from '@/domain/journey';
import { activePlanOf, checkBotPlan, getSubscription } from '@/domain/billing';
import { useErrorText } from '@/lib/react/use-error-text';
import { createAutomationRequest } from './api';
import { saveForm } from './form-state';
import { buildAutomationRequest } from './request-body';
import { saveTrial, toSavedTrial } from './saved-trial';
import type { AutomationForm } from './types';
import { formProblem, validateForm, type FormErrors } from './validate';
import { includedBotOf, rememberIncludedBot } from './included-bot';

/** 'confirming': the bot's plan is already paid for, so the confirmation opens in the app instead of a second checkout. */
export type SubmitPhase = 'idle' | 'sending' | 'redirecting' | 'confirming';

/** Whether the customer already holds this bot's plan; a failing check reads as no (the checkout then asks). */
async function holdsPlan(plan: BotPlanId): Promise<boolean> {
  try {
    return await checkBotPlan(plan);
  } catch (error) {
    console.error('Error checking bot subscription:', error);
    return false;
  }
}

/**
 * Whether the customer's Combo includes this bot, asked fresh when the screen could not tell
 * (GET /subscription; the Combo's one bot not taken by the other here). A failing call reads
 * as no, like the bot's own check (docs/product/accounts.md#subscribe-flow).
 */
async function comboIncludes(bot: BotName, userId: string | number | undefined): Promise<boolean> {
  try {
    if (activePlanOf(await getSubscription()) !== 'combo') return false;
    const taken = includedBotOf(userId);
    return taken === null || taken.bot === bot;
  } catch (error) {
    logError('Error checking the subscription:', error);
    return false;
  }
}

/**
 * The setup request (docs/product/bots.md#after-the-request): validate, send anonymous visitors to log in (form kept),
 * POST /ia/automation-request, store the saved trial data and, after
 * AUTOMATION_LEAVE_DELAY_MS, leave for payment_url through the safe-navigation helper.
 * A customer who already holds the bot's plan (`holdsBot`: check-bot-plan said so
 * on this screen; otherwise it is asked again, fresh, before anything is sent) is
 * never sent to authorise a second subscription: no payment_url is needed, none is
 * kept, and after the same delay /automation-success opens in the app. So it goes for
 * the bot a Combo includes (`includedBot`: what the screen knows, null when it could not
 * tell and the subscription is asked again): the request goes to the team with no checkout,
 * and this browser remembers that the Combo's one bot is taken (included-bot.ts).
 */
export function useAutomationSubmit(
  form: AutomationForm,
  holdsBot: boolean,
  includedBot: boolean | null,
  onSent: (sent: NonNullable<AutomationForm['sent']>) => void,
) {
  const { t } = useTranslation('automation');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const toLogin = useGoToLogin();
  const { isAuthenticated, user } = useAuth();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FormErrors>({});
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);

  // Leaving the page within the delay cancels the redirect.
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  // Back from the checkout through the browser's page cache: the request was sent (the form says so), nothing is under way.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setPhase('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /** The request went through: the kept form is marked sent, for this bot, before anything leaves the page. */
  const markSent = useCallback(
    (bot: BotName) => {
      const sent = { bot, at: new Date().toISOString() };
      saveForm({ ...form, sent });
      onSent(sent);
    },
    [form, onSent],
  );

  /** No session (none yet, or it ended on the way): the form is kept, and the after-login steps come back to it. */
  const goToLogin = useCallback(() => {
    saveForm(form);
    journey.continueToAutomation.set(true);
    toLogin();
  }, [form, toLogin]);

  const fail = useCallback((message: string) => {
    inFlight.current = false;
    setPhase('idle');
    setError(message);
  }, []);

  /** Resolves with the field errors found (empty when the form went through). */
  const submit = useCallback(async (): Promise<FormErrors> => {
    if (inFlight.current) return {};
    const errors = validateForm(form);
    setFieldErrors(errors);
    const problem = formProblem(errors);
    if (problem || !form.bot) {
      // Each field says what is wrong under it (marked invalid; the screen focuses the first). The alert
      // only adds the summary for blank required fields (docs/product/bots.md#required-fields), never a second copy of a field's message.
      setError(problem === 'required' ? t('form.errors.required') : null);
      return errors;
    }
    setError(null);
    if (!isAuthenticated) {
      goToLogin();
      return {};
    }
    inFlight.current = true;
    setPhase('sending');
    const request = buildAutomationRequest({ ...form, bot: form.bot });
    try {
      const subscribed = holdsBot || (await holdsPlan(BOTS[form.bot].plan));
      const included = !subscribed && (includedBot ?? (await comboIncludes(form.bot, user?.id)));
      const response = await createAutomationRequest(request);
      if (response.error) {
        fail(response.error);
        return {};
      }
      if (subscribed || included) {
        // The plan is paid for (or the Combo covers the bot): whatever payment_url came back is neither followed nor kept.
        saveTrial(toSavedTrial(request, response, null, included));
        if (included && user) rememberIncludedBot(form.bot, user.id);
        markSent(form.bot);
        setPhase('confirming');
        timer.current = setTimeout(() => navigate(paths.automationSuccess), AUTOMATION_LEAVE_DELAY_MS);
        return {};
      }
      const url = safeExternalUrl(response.payment_url, 'payment');
      if (!url) {
        fail(t('form.errors.paymentLink'));
        return {};
      }
      saveTrial(toSavedTrial(request, response, url));
      markSent(form.bot);
      setPaymentUrl(url);
      setPhase('redirecting');
      timer.current = setTimeout(() => {
        // This checkout returns to /automation-success, not to a plan's success page.
        forgetCheckoutPlan();
        if (!redirectOut(url, 'payment')) fail(t('form.errors.paymentLink'));
      }, AUTOMATION_LEAVE_DELAY_MS);
    } catch (raw) {
      const apiError = toApiError(raw);
      if (apiError.isCanceled) return {};
      // The session ended on the way (a refused token ends it before the call fails): as for an anonymous visitor.
      if (!hasSession()) {
        inFlight.current = false;
        setPhase('idle');
        goToLogin();
        return {};
      }
      fail(errorText(apiError, t('form.errors.request')));
    }
    return {};
  }, [form, holdsBot, includedBot, isAuthenticated, user, goToLogin, fail, t, errorText, navigate, markSent]);

  return { submit, phase, error, fieldErrors, paymentUrl };
}
