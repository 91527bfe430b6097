import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '@/lib/http/api-error';
import { useAuth } from '@/domain/session';
import { useErrorText } from '@/lib/react/use-error-text';
import { MissingPaymentLinkError, runAfterLogin, skipPendingPlan } from './after-login';
import { clearLoginForm } from './login-form-state';

export type AfterLoginPhase = 'idle' | 'working' | 'payment' | 'error';

/**
 * Runs the after-login steps (docs/product/accounts.md#after-login) once the visitor is authenticated on /login (just
 * logged in, back from Google, or already logged in when opening the page).
 * `enabled` is false while a Google token is still being exchanged.
 */
export function useAfterLogin(from: string | null, enabled: boolean) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const [phase, setPhase] = useState<AfterLoginPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    started.current = true;
    setPhase('working');
    setError(null);
    try {
      const step = await runAfterLogin(from);
      if (step.kind === 'navigate') {
        clearLoginForm();
        navigate(step.to, { replace: true });
      } else if (step.kind === 'payment') {
        clearLoginForm();
        setPhase('payment');
      } else {
        // The session ended on the way: the form is back and the next login starts over.
        started.current = false;
        setPhase('idle');
      }
    } catch (raw) {
      const detail =
        raw instanceof MissingPaymentLinkError ? t('subscribe.missingLink') : errorText(toApiError(raw), t('errors.generic'));
      setError(t('subscribe.error', { detail }));
      setPhase('error');
    }
  }, [from, navigate, t, errorText]);

  useEffect(() => {
    if (status === 'anonymous') started.current = false;
    if (status !== 'authenticated' || !enabled || started.current) return;
    void run();
  }, [status, enabled, run]);

  // Back from the checkout through the back/forward cache: the page would still say it is leaving.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && started.current) void run();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [run]);

  const skipPlan = useCallback(() => {
    skipPendingPlan();
    void run();
  }, [run]);

  return { phase, error, retry: run, skipPlan };
}
