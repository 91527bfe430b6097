import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/routes';
import { REDIRECT_DELAY_MS } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { redirectOut, safeExternalUrl } from '@/lib/safe-redirect';
import { session } from '@/lib/storage';
import { useErrorText } from '@/lib/use-error-text';
import { createAutomationRequest } from './api';
import { saveForm } from './form-state';
import { buildAutomationRequest } from './request-body';
import { saveTrial, toSavedTrial } from './saved-trial';
import type { AutomationForm } from './types';
import { hasErrors, validateForm, type FormErrors } from './validate';

export type SubmitPhase = 'idle' | 'sending' | 'redirecting';

/**
 * SPEC §4 Automation: validate, send anonymous visitors to log in (form kept),
 * POST /ia/automation-request, store the saved trial data and, after
 * REDIRECT_DELAY_MS, leave for payment_url through the safe-navigation helper.
 */
export function useAutomationSubmit(form: AutomationForm) {
  const { t } = useTranslation('automation');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FormErrors>({});
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);

  // Leaving the page within the delay cancels the redirect.
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const goToLogin = useCallback(() => {
    saveForm(form);
    session.continueToAutomation.set(true);
    navigate(paths.login);
  }, [form, navigate]);

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
    if (hasErrors(errors)) {
      setError(t('form.errors.required'));
      return errors;
    }
    setError(null);
    if (!isAuthenticated) {
      goToLogin();
      return {};
    }
    inFlight.current = true;
    setPhase('sending');
    const request = buildAutomationRequest(form);
    try {
      const response = await createAutomationRequest(request);
      const url = safeExternalUrl(response.payment_url, 'payment');
      if (response.error || !url) {
        fail(response.error || t('form.errors.paymentLink'));
        return {};
      }
      saveTrial(toSavedTrial(request, response, url));
      setPaymentUrl(url);
      setPhase('redirecting');
      timer.current = setTimeout(() => {
        if (!redirectOut(url, 'payment')) fail(t('form.errors.paymentLink'));
      }, REDIRECT_DELAY_MS);
    } catch (raw) {
      const apiError = toApiError(raw);
      if (apiError.isCanceled) return {};
      fail(errorText(apiError, t('form.errors.request')));
      // The session ended meanwhile: log in again and come back to the same form.
      if (apiError.status === 401) goToLogin();
    }
    return {};
  }, [form, isAuthenticated, goToLogin, fail, t, errorText]);

  return { submit, phase, error, fieldErrors, paymentUrl };
}
