import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { initMercadoPago, Payment } from '@mercadopago/sdk-react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { toApiError } from '@/lib/http/api-error';
import { processBrickPayment } from './api';
import { statusDetailText } from './brick-messages';
import { isKeyError, isPlausiblePublicKey, loadMercadoPagoSdk } from '@/domain/billing';
import { useCurrentLanguage } from '@/i18n/use-current-language';

type PaymentProps = Parameters<typeof Payment>[0];
type SubmitArg = Parameters<PaymentProps['onSubmit']>[0];
type BrickError = Parameters<NonNullable<PaymentProps['onError']>>[0];

interface Props {
  publicKey: string;
  preferenceId: string;
  amount: number;
  /** The payment went through: the wizard moves on to processing. */
  onApproved: (paymentId: string) => void;
  /** The payment is waiting (Pix, boleto, review): the pending page tracks it. */
  pendingHref: (paymentId: string) => string;
}

/** The SDK logs these by default; nothing here needs them. */
const ignore = () => undefined;

type Notice = { tone: 'success' | 'error' | 'warning'; text: string; href?: string };

/**
 * Mercado Pago's Payment Brick (card, boleto, Pix), loaded only on the payment
 * step. Its submit goes to POST /payments/process; the outcome is shown here.
 */
export function BrickPayment({ publicKey, preferenceId, amount, onApproved, pendingHref }: Props) {
  const { t } = useTranslation('service-wizard');
  const language = useCurrentLanguage();
  const validKey = isPlausiblePublicKey(publicKey);
  const [sdk, setSdk] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [ready, setReady] = useState(false);
  const [configError, setConfigError] = useState(!validKey);
  const [notice, setNotice] = useState<Notice | null>(null);
  const callbacks = useRef({ onApproved, pendingHref, t });
  useEffect(() => {
    callbacks.current = { onApproved, pendingHref, t };
  });

  useEffect(() => {
    if (!validKey) return;
    initMercadoPago(publicKey, { locale: language });
    let active = true;
    loadMercadoPagoSdk().then(
      () => active && setSdk('ready'),
      () => active && setSdk('failed'),
    );
    return () => {
      active = false;
    };
  }, [publicKey, validKey, language]);

  // The Brick re-renders itself whenever these objects change identity, so they are memoised.
  const initialization = useMemo(() => ({ amount, preferenceId }), [amount, preferenceId]);
  const customization = useMemo(
    () => ({ paymentMethods: { creditCard: 'all', debitCard: 'all', ticket: 'all', bankTransfer: 'all' } }) as PaymentProps['customization'],
    [],
  );

  // The Brick disables its own button, but a double submit must still send one payment.
  const submitting = useRef<Promise<void> | null>(null);
  const submitOnce = useCallback(
    async ({ formData }: SubmitArg) => {
      const { t: tr } = callbacks.current;
      setNotice(null);
      try {
        const payment = await processBrickPayment(formData as unknown as Record<string, unknown>, preferenceId);
        if (payment.status === 'approved') {
          setNotice({ tone: 'success', text: tr('brick.approved') });
          if (payment.id) callbacks.current.onApproved(payment.id);
        } else if (payment.status === 'in_process' || payment.status === 'pending') {
          const href = payment.id ? callbacks.current.pendingHref(payment.id) : undefined;
          setNotice({ tone: 'success', text: tr('brick.inProcess'), href });
        } else if (payment.status === 'rejected') {
          setNotice({ tone: 'error', text: tr('brick.rejected', { detail: statusDetailText(tr, payment.status_detail) }) });
        } else {
          setNotice({ tone: 'error', text: tr('brick.failed', { message: payment.status || tr('brick.details.unknown') }) });
        }
      } catch (raw) {
        const error = toApiError(raw);
        setNotice({ tone: 'error', text: tr('brick.failed', { message: error.detail ?? error.message }) });
        // Rejecting lets the Brick re-enable its button for another try.
        throw raw;
      }
    },
    [preferenceId],
  );
  const onSubmit = useCallback(
    (arg: SubmitArg) => {
      submitting.current ??= submitOnce(arg).finally(() => {
        submitting.current = null;
      });
      return submitting.current;
    },
    [submitOnce],
  );

  const onError = useCallback((error: BrickError) => {
    if (isKeyError(error)) setConfigError(true);
    else if (error.type === 'critical') setNotice({ tone: 'error', text: callbacks.current.t('brick.unavailable') });
  }, []);
  const onReady = useCallback(() => setReady(true), []);

  if (configError) return <Alert tone="warning">{t('brick.configError')}</Alert>;
  if (sdk === 'failed') return <Alert tone="warning">{t('brick.sdkFailed')}</Alert>;

  return (
    <div className="wizard-brick">
      {(sdk === 'loading' || !ready) && (
        <p className="wizard-loading" role="status">
          <Spinner size="sm" /> {t('brick.loading')}
        </p>
      )}
      {notice && (
        <Alert tone={notice.tone}>
          <p>{notice.text}</p>
          {notice.href && <Link to={notice.href}>{t('brick.followPending')}</Link>}
        </Alert>
      )}
      {sdk === 'ready' && (
        <Payment
          initialization={initialization}
          customization={customization}
          locale={language === 'en-US' ? 'en' : 'pt'}
          onSubmit={onSubmit}
          onReady={onReady}
          onError={onError}
          onBinChange={ignore}
          onRenderNextStep={ignore}
          onRenderPreviousStep={ignore}
          onClickEditBillingData={ignore}
          onClickEditShippingData={ignore}
        />
      )}
    </div>
  );
}
