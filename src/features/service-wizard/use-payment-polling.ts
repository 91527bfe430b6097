import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_TOKENS, HISTORY_POLL_INTERVAL_MS } from '@/config/constants';
import { useAuth } from '@/lib/auth';
import { toApiError } from '@/lib/api-error';
import { getPaymentRecord, type PaymentRecord } from '@/lib/history-api';
import { triggerGeneration } from './api';
import { markTriggered, unmarkTriggered, wasTriggered } from './generation-trigger';
import { orderPaymentPhase } from '@/lib/payment-status';
import { hasResult } from './order-status';
import { isGeneratedType } from '@/lib/service-types';

/** A failing poll waits twice as long each time, up to this. */
const MAX_BACKOFF_MS = 30_000;
/** Hidden this long, the tab stops polling until it is visible again. */
const HIDDEN_PAUSE_MS = 60_000;

export interface PollingState {
  record: PaymentRecord | null;
  /** The last poll failed (the payment id is kept and polling goes on). */
  pollError: boolean;
  /** Starting the generation failed or is impossible. */
  triggerError: string | null;
  retryTrigger: () => void;
}

/**
 * Follows a paid order: GET /ia/history/payment/{id} every 3 s until a result
 * arrives. When the record has no result yet, the generation is started once
 * per payment, never again, also across reloads (storage.generationTriggered).
 */
export function usePaymentPolling(paymentId: string): PollingState {
  const { t } = useTranslation('service-wizard');
  const { user } = useAuth();
  const [record, setRecord] = useState<PaymentRecord | null>(null);
  const [pollError, setPollError] = useState(false);
  const [triggerError, setTriggerError] = useState<string | null>(null);
  const userId = useRef(user?.id);
  useEffect(() => {
    userId.current = user?.id;
  }, [user?.id]);
  const pollNow = useRef<() => void>(() => undefined);

  const trigger = useCallback(
    async (item: PaymentRecord) => {
      if (!isGeneratedType(item.service_type)) {
        setTriggerError(t('errors.unsupported'));
        return;
      }
      markTriggered(paymentId);
      setTriggerError(null);
      try {
        await triggerGeneration(item.service_type, {
          prompt: item.prompt,
          payment_id: paymentId,
          user_id: item.user_id ?? userId.current ?? '',
          system_context: item.system_context ?? '',
          max_tokens: item.max_tokens ?? DEFAULT_MAX_TOKENS,
        });
        pollNow.current();
      } catch (raw) {
        const error = toApiError(raw);
        if (error.isCanceled) return;
        // The server answered with a refusal: nothing started, so the customer may try again.
        if (error.status !== null) unmarkTriggered(paymentId);
        setTriggerError(t('errors.execution', { detail: error.detail ?? error.message }));
      }
    },
    [paymentId, t],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let failures = 0;
    let stopped = false;
    let paused = false;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      if (!stopped && !paused) timer = setTimeout(() => void poll(), ms);
    };

    async function poll() {
      clearTimeout(timer);
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const item = await getPaymentRecord(paymentId, current.signal);
        if (current.signal.aborted) return;
        failures = 0;
        setRecord(item);
        setPollError(false);
        if (hasResult(item) || orderPaymentPhase(item.payment_status) === 'rejected' || !isGeneratedType(item.service_type)) {
          stopped = true;
        }
        if (!hasResult(item) && orderPaymentPhase(item.payment_status) === 'approved' && !wasTriggered(paymentId)) void trigger(item);
        schedule(HISTORY_POLL_INTERVAL_MS);
      } catch (raw) {
        const error = toApiError(raw);
        if (error.isCanceled || current.signal.aborted) return;
        // Not recorded yet (the payment notice is on its way): keep the normal pace.
        if (error.status === 404) return schedule(HISTORY_POLL_INTERVAL_MS);
        failures += 1;
        setPollError(true);
        schedule(Math.min(HISTORY_POLL_INTERVAL_MS * 2 ** failures, MAX_BACKOFF_MS));
      }
    }

    function onVisibility() {
      if (document.visibilityState === 'hidden') {
        hiddenTimer = setTimeout(() => {
          paused = true;
          clearTimeout(timer);
          controller?.abort();
        }, HIDDEN_PAUSE_MS);
        return;
      }
      clearTimeout(hiddenTimer);
      if (paused) {
        paused = false;
        void poll();
      }
    }

    pollNow.current = () => !stopped && !paused && void poll();
    document.addEventListener('visibilitychange', onVisibility);
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(hiddenTimer);
      controller?.abort();
      pollNow.current = () => undefined;
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [paymentId, trigger]);

  const retryTrigger = useCallback(() => {
    if (record) void trigger(record);
  }, [record, trigger]);

  return { record, pollError, triggerError, retryTrigger };
}
