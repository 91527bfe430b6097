import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import type { PlanId } from '@/config/constants';
import { errorText, toApiError } from './api-error';
import { useAuth } from './auth';
import { subscribeToPlan } from './subscribe';
import { track } from './analytics';

/** The subscribe flow for a button: progress, one request at a time, translated errors. */
export function useSubscribe() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const [busyPlan, setBusyPlan] = useState<PlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const subscribe = useCallback(
    async (plan: PlanId) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusyPlan(plan);
      setError(null);
      track('cta_click', { cta: 'subscribe', plan });
      try {
        const outcome = await subscribeToPlan(plan, isAuthenticated);
        if (outcome.kind === 'login') navigate(paths.login);
        else if (outcome.kind === 'bot-creation') navigate(`${paths.botCreation}?bot=${encodeURIComponent(plan)}`);
        else if (outcome.kind === 'missing-link') setError(t('subscribe.error', { detail: t('subscribe.missingLink') }));
        // 'payment': the browser is leaving; keep the button busy until it does.
        if (outcome.kind === 'payment') return;
      } catch (raw) {
        const apiError = toApiError(raw);
        setError(t('subscribe.error', { detail: errorText(apiError, apiError.message) }));
      }
      inFlight.current = false;
      setBusyPlan(null);
    },
    [isAuthenticated, navigate, t],
  );

  return { subscribe, busyPlan, error, clearError: () => setError(null) };
}
