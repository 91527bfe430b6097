import { queryClient, useMutation, useQuery } from '@/lib/http/query-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_TOKENS, HISTORY_POLL_INTERVAL_MS, POLL_MAX_BACKOFF_MS, POLL_MAX_DURATION_MS, POLL_NOT_FOUND_LIMIT } from '@/config/order-processing';
import { toApiError } from '@/lib/http/api-error';
import { getPaymentRecord, isOwnOrder, type PaymentRecord } from '@/domain/orders';
import { orderPaymentPhase } from '@/domain/billing';
import { queryKeys } from '@/lib/http/query-keys';
import { isGeneratedType } from '@/domain/orders';
import { triggerGeneration } from './api';
import { claimGeneration, releaseGeneration } from './generation-trigger';
import { hasResult } from './order-status';

export interface PollingState {
  /** The order, once found and known to be the customer's own (never another account's). */
  record: PaymentRecord | null;
  /** The payment's order belongs to another account (or names none): nothing of it is shown. */
  refused: boolean;
  /** The last poll failed (the payment id is kept and polling goes on, more slowly). */
  pollError: boolean;
  /** Polling stopped without a final answer (too long, or the order never appeared). */
  gaveUp: boolean;
  /** Starts polling again after it gave up. */
  retryPolling: () => void;
  /** Starting the generation failed or is impossible. */
  triggerError: string | null;
  retryTrigger: () => void;
}

/** Nothing will change any more: a result, a refused payment, or a type the platform does not generate. */
const isFinal = (record: PaymentRecord | undefined) =>
  Boolean(record && (hasResult(record) || orderPaymentPhase(record.payment_status) === 'rejected' || !isGeneratedType(record.service_type)));

/** Paid (a record without status came back through the success URL) and still without a result. */
const awaitsGeneration = (record: PaymentRecord | null) => Boolean(record && !hasResult(record) && orderPaymentPhase(record.payment_status) === 'approved');

/**
 * Follows a paid order of the logged-in customer (`ownerId`): GET /ia/history/payment/{id}
 * every 3 s until it is final. The API answers that call for any payment id, so a record
 * that is not the customer's (order-owner.ts) stops the poll, is never returned and never
 * starts a generation. Failing polls back off (6 s, 12 s... up to POLL_MAX_BACKOFF_MS);
 * POLL_NOT_FOUND_LIMIT "not found" answers in a row, or POLL_MAX_DURATION_MS in
 * any case, stop it (the customer can check again). It stops on unmount and
 * pauses while the tab is hidden (refetchIntervalInBackground off), checking at
 * once when the tab shows again. When the record has no result, the generation
 * is started once (see generation-trigger.ts).
 */
export function usePaymentPolling(paymentId: string, ownerId: number | string): PollingState {
  const { t } = useTranslation('service-wizard');
  const client = queryClient;
  const misses = useRef({ failures: 0, notFound: 0 });
  const [gaveUp, setGaveUp] = useState(false);
  const [round, setRound] = useState(0);

  const poll = useQuery({
    queryKey: queryKeys.paymentRecord(paymentId),
    queryFn: async ({ signal }) => {
      try {
        const record = await getPaymentRecord(paymentId, signal);
        misses.current = { failures: 0, notFound: 0 };
        return record;
      } catch (raw) {
        const error = toApiError(raw);
        if (error.status === 404) {
          // Not recorded yet (the payment notice is on its way): same pace, a few times.
          misses.current = { failures: 0, notFound: misses.current.notFound + 1 };
          if (misses.current.notFound >= POLL_NOT_FOUND_LIMIT) setGaveUp(true);
        } else if (!error.isCanceled) {
          misses.current = { failures: misses.current.failures + 1, notFound: 0 };
        }
        throw error;
      }
    },
    enabled: !gaveUp,
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (isFinal(data) || (data && !isOwnOrder(data, ownerId))) return false;
      const { failures } = misses.current;
      return failures ? Math.min(HISTORY_POLL_INTERVAL_MS * 2 ** failures, POLL_MAX_BACKOFF_MS) : HISTORY_POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const refused = Boolean(poll.data && !isOwnOrder(poll.data, ownerId));
  const record = poll.data && !refused ? poll.data : null;
  const final = refused || isFinal(poll.data);

  // The cap: counted from the start (or from "check again"), hidden time included.
  useEffect(() => {
    if (final) return;
    const timer = setTimeout(() => setGaveUp(true), POLL_MAX_DURATION_MS);
    return () => clearTimeout(timer);
  }, [final, round]);

  const retryPolling = useCallback(() => {
    misses.current = { failures: 0, notFound: 0 };
    setGaveUp(false);
    setRound((n) => n + 1);
  }, []);

  const generation = useMutation({
    mutationFn: async (item: PaymentRecord) => {
      if (!isGeneratedType(item.service_type)) return;
      try {
        await triggerGeneration(item.service_type, {
          prompt: item.prompt,
          payment_id: paymentId,
          user_id: item.user_id ?? ownerId,
          system_context: item.system_context,
          max_tokens: item.max_tokens ?? DEFAULT_MAX_TOKENS,
        });
      } catch (raw) {
        throw toApiError(raw);
      }
    },
    // Started: look again at once instead of at the next tick.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.paymentRecord(paymentId) }),
    // The server answered with a refusal: nothing started, so the customer may try again.
    // A network error keeps the claim (the generation may be running).
    onError: (error) => {
      if (error.status !== null) releaseGeneration(paymentId);
    },
  });
  const { mutate: startGeneration } = generation;

  const needsGeneration = awaitsGeneration(record) && isGeneratedType(record?.service_type);
  useEffect(() => {
    if (needsGeneration && record && claimGeneration(paymentId)) startGeneration(record);
  }, [needsGeneration, record, paymentId, startGeneration]);

  const retryTrigger = useCallback(() => {
    if (record && claimGeneration(paymentId, { force: true })) startGeneration(record);
  }, [record, paymentId, startGeneration]);

  let triggerError: string | null = null;
  if (awaitsGeneration(record) && !isGeneratedType(record?.service_type)) triggerError = t('errors.unsupported');
  else if (generation.error && !generation.error.isCanceled) triggerError = t('errors.execution', { detail: generation.error.detail ?? generation.error.message });

  return {
    record,
    refused,
    pollError: poll.isError && poll.error.status !== 404 && !gaveUp,
    gaveUp: gaveUp && !final,
    retryPolling,
    triggerError,
    retryTrigger,
  };
}
