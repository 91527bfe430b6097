import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidateHistory } from '@/domain/orders';
import { toApiError } from '@/lib/http/api-error';
import { runWithPlan, type RunPayload } from './api';
import { isGeneratedType } from '@/domain/orders';
import type { GenerationResult } from './types';

/**
 * Runs a service from the customer's plan (POST /ia/subscription/...), with
 * no payment. Lives above the steps so its error survives the way back from
 * the processing step to the payment step.
 */
export function usePlanRun(onStart: () => void, onDone: (result: GenerationResult) => void, onFail: () => void) {
  const { t } = useTranslation('service-wizard');
  const [error, setError] = useState<string | null>(null);
  /** The API refused to run it from the plan (403: the quota is used up, or the plan does not cover it). */
  const [refused, setRefused] = useState(false);
  const [running, setRunning] = useState(false);
  // State updates land after the click burst: a second click in the same burst must not run again.
  const inFlight = useRef(false);
  const invalidateHistory = useInvalidateHistory();

  const run = useCallback(
    async (payload: RunPayload) => {
      if (!isGeneratedType(payload.service_type)) {
        setError(t('errors.unsupported'));
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      setError(null);
      setRefused(false);
      setRunning(true);
      onStart();
      try {
        const response = await runWithPlan(payload);
        if (!response.result && !response.result_bin) throw new Error(t('errors.emptyResult'));
        onDone({
          serviceType: payload.service_type,
          serviceName: payload.service_name,
          text: response.result_bin ? null : response.result,
          binary: response.result_bin,
          reference: response.id ?? String(Date.now()),
        });
      } catch (raw) {
        const apiError = toApiError(raw);
        if (apiError.isCanceled) return;
        setError(t('errors.execution', { detail: apiError.detail ?? apiError.message }));
        if (apiError.status === 403) {
          setRefused(true);
          // The count the quota was read from is out of date: read it again.
          invalidateHistory();
        }
        onFail();
      } finally {
        inFlight.current = false;
        setRunning(false);
      }
    },
    [onStart, onDone, onFail, t, invalidateHistory],
  );

  return { run, running, error, refused };
}
