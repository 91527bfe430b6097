import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { track } from '@/lib/analytics/analytics';
import { toApiError } from '@/lib/http/api-error';
import { forgetCheckoutPlan } from '@/domain/billing';
import { redirectOut, safeExternalUrl } from '@/lib/links/safe-redirect';
import { createServicePreference } from './api';
import type { WizardState } from './types';

interface Options {
  state: WizardState;
  prompt: string;
  /** Pay per service, logged in, valid form: payment may start. */
  enabled: boolean;
  onPreference: (preference: WizardState['preference']) => void;
}

/**
 * Pay per service: creates the Mercado Pago preference once, when the payment
 * step is reached with no link yet, then sends the browser to its init_point
 * (or, with the Payment Brick configured, offers both ways to pay).
 */
export function useServicePayment({ state, prompt, enabled, onPreference }: Options) {
  const { t } = useTranslation('service-wizard');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const goToCheckout = useCallback(
    (initPoint: string) => {
      // An order, not a plan: a plan checkout this tab left for earlier says nothing about this return.
      forgetCheckoutPlan();
      if (!redirectOut(initPoint, 'payment')) setError(t('errors.paymentLink'));
    },
    [t],
  );

  const inFlight = useRef(false);
  const start = useCallback(async () => {
    const service = state.service;
    // One preference per click burst: "try again" pressed twice creates one.
    if (!service || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const preference = await createServicePreference({ serviceName: service.name, prompt, file: state.file });
      const initPoint = safeExternalUrl(preference.initPoint, 'payment');
      if (!alive.current) return;
      if (!preference.id || !initPoint) {
        setError(t('errors.paymentLink'));
        return;
      }
      onPreference({ id: preference.id, initPoint });
      track('begin_checkout', { service_name: service.name, value: service.price });
      // With the Brick configured the customer chooses; otherwise off to Mercado Pago at once.
      if (!env.mpPublicKey) goToCheckout(initPoint);
    } catch (raw) {
      const apiError = toApiError(raw);
      if (apiError.isCanceled || !alive.current) return;
      // A failed preference (docs/product/services.md#pay-per-service): its own sentence, with the server's reason after it when there is one.
      setError(apiError.detail ? `${t('errors.preference')} ${apiError.detail}` : t('errors.preference'));
    } finally {
      inFlight.current = false;
      if (alive.current) setBusy(false);
    }
  }, [state.service, state.file, prompt, onPreference, goToCheckout, t]);

  useEffect(() => {
    if (!enabled || state.preference || started.current) return;
    started.current = true;
    void start();
  }, [enabled, state.preference, start]);

  return { busy, error, retry: start, goToCheckout };
}
