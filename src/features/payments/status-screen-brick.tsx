import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initMercadoPago, StatusScreen } from '@mercadopago/sdk-react';
import { Spinner } from '@/components/ui/page-spinner';
import { loadMercadoPagoSdk } from '@/domain/billing';
import { useCurrentLanguage } from '@/i18n/use-current-language';

/**
 * Mercado Pago's Status Screen Brick for a payment: the Pix QR code and its
 * copy-and-paste code, or the boleto's link, as Mercado Pago shows them. A lazy
 * chunk of the pending page (the only other importer of @mercadopago/sdk-react
 * besides the payment step); the SDK script loads only here. If it cannot load
 * or the Brick fails, it renders nothing: the page's own status stays.
 */
export default function StatusScreenBrick({ publicKey, paymentId }: { publicKey: string; paymentId: string }) {
  const { t } = useTranslation('payments');
  const [state, setState] = useState<'loading' | 'sdk-ready' | 'ready' | 'failed'>('loading');
  const locale = useCurrentLanguage();

  useEffect(() => {
    initMercadoPago(publicKey, { locale });
    let active = true;
    loadMercadoPagoSdk().then(
      () => active && setState((current) => (current === 'loading' ? 'sdk-ready' : current)),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [publicKey, locale]);

  // The Brick re-renders whenever these change identity.
  const initialization = useMemo(() => ({ paymentId }), [paymentId]);
  const onReady = useCallback(() => setState('ready'), []);
  const onError = useCallback(() => setState('failed'), []);

  if (state === 'failed') return null;
  return (
    <section className="payments-brick" aria-labelledby="payments-brick-title">
      <h2 id="payments-brick-title">{t('brick.title')}</h2>
      {state !== 'ready' && (
        <p className="muted" role="status">
          <Spinner size="sm" /> {t('brick.loading')}
        </p>
      )}
      {state !== 'loading' && <StatusScreen initialization={initialization} locale={locale} onReady={onReady} onError={onError} />}
    </section>
  );
}
