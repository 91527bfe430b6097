import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BOT_PLANS } from '@/config/bots';
import { urls } from '@/config/routes';
import type { PlanId } from '@/config/plans';
import { useAuth, useGoToLogin } from '@/domain/session';
import { track } from '@/lib/analytics/analytics';
import { useErrorText } from '@/lib/react/use-error-text';
import { withRetries } from '@/lib/retry/with-retries';

// The flow, its requests and their response schemas download with the first click, not with the landing (retried a
// few times; then the button says the connection failed, and the next click asks again).
const loadFlow = () => withRetries(() => import('./subscribe'));

/** The subscribe flow for a button: progress, one request at a time, translated errors. */
export function useSubscribe() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  // A stored session still being checked counts: the flow sends the token, and a refused one asks for a login.
  const { status } = useAuth();
  const holdsSession = status !== 'anonymous';
  const [busyPlan, setBusyPlan] = useState<PlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const release = useCallback(() => {
    inFlight.current = false;
    setBusyPlan(null);
  }, []);

  // Coming back from the checkout with the browser's Back button restores this page
  // from the back/forward cache, button still busy: free it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && release();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [release]);

  const subscribe = useCallback(
    async (plan: PlanId) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusyPlan(plan);
      setError(null);
      track('cta_click', { cta: 'subscribe', plan });
      const outcome = await loadFlow().then(
        ({ subscribeToPlan }) => subscribeToPlan(plan, holdsSession),
        () => ({ kind: 'unloaded' }) as const,
      );
      if (outcome.kind === 'payment') {
        // The browser is leaving for the checkout; the button stays busy until it does.
        track('begin_checkout', { plan });
        return;
      }
      // The plan is kept for after the login (pendingPlan): the after-login steps come back to it.
      if (outcome.kind === 'login') goToLogin();
      else if (outcome.kind === 'bot-creation') navigate(urls.botCreation(plan));
      else if (outcome.kind === 'included') navigate(BOT_PLANS[outcome.plan].setupUrl);
      else if (outcome.kind === 'missing-link') setError(t('subscribe.error', { detail: t('subscribe.missingLink') }));
      else if (outcome.kind === 'unloaded') setError(t('subscribe.error', { detail: t('errors.network') }));
      else if (!outcome.error.isCanceled) setError(t('subscribe.error', { detail: errorText(outcome.error, t('errors.generic')) }));
      release();
    },
    [holdsSession, navigate, goToLogin, t, errorText, release],
  );

  const clearError = useCallback(() => setError(null), []);
  return { subscribe, busyPlan, error, clearError };
}
