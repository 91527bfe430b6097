import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { urls } from '@/config/routes';
import { copyText } from '@/domain/orders';

/**
 * The payment's status link, to copy or share: Pix and boleto are often paid on
 * another device (or days later) and never come back through the return URL.
 * The link works anywhere, logged in or not (the lookup needs no login).
 */
export function StatusLink({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('payments');
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = new URL(urls.paymentStatus(paymentId), window.location.origin).href;
  const canShare = typeof navigator.share === 'function';

  async function share() {
    try {
      await navigator.share({ title: t('pending.title'), text: t('statusLink.shareText'), url: link });
    } catch {
      // Closing the share sheet is not an error.
    }
  }

  return (
    <section className="payments-status-link" aria-labelledby="payments-status-link-title">
      <h2 id="payments-status-link-title">{t('statusLink.title')}</h2>
      <p>{t('statusLink.text')}</p>
      <label className="field-label" htmlFor="payments-status-link-url">
        {t('statusLink.label')}
      </label>
      <input id="payments-status-link-url" className="input payments-status-link-url" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <div className="button-row payments-actions">
        <button type="button" className="btn btn-outline" onClick={() => void copyText(link).then(setCopied)}>
          {t('statusLink.copy')}
        </button>
        {canShare && (
          <button type="button" className="btn btn-outline" onClick={() => void share()}>
            {t('statusLink.share')}
          </button>
        )}
      </div>
      <p role="status" className="payments-status-link-copied">
        {copied === true ? t('statusLink.copied') : copied === false ? t('statusLink.copyFailed') : ''}
      </p>
    </section>
  );
}
