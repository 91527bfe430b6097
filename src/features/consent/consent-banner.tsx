import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentChoice } from '@/lib/analytics';
import './consent.css';
import { PrivacyNotice } from '@/components/ui/privacy-notice';

interface ConsentBannerProps {
  choice: ConsentChoice | null;
  /** Reopened from the footer: move focus here so the visitor sees it at the top of the page. */
  focusOnShow: boolean;
  onDecide: (choice: ConsentChoice) => void;
  onClose?: () => void;
}

/** Shown in the page flow under the header, so it never covers the content or its buttons. */
export function ConsentBanner({ choice, focusOnShow, onDecide, onClose }: ConsentBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);

  return (
    <section ref={ref} className="consent-banner" aria-labelledby={titleId} tabIndex={-1}>
      <div className="container consent-inner">
        <div className="consent-text">
          {/* Not a heading: the banner comes before the page's h1 and must not break the heading outline. */}
          <p id={titleId} className="consent-title">
            {t('consent.title')}
          </p>
          <p>{t('consent.body')}</p>
          <PrivacyNotice className="consent-privacy" />
          {choice && <p className="consent-current">{t(choice === 'accepted' ? 'consent.currentAccepted' : 'consent.currentRejected')}</p>}
        </div>
        <div className="consent-actions">
          <button type="button" className="btn btn-small consent-accept" onClick={() => onDecide('accepted')}>
            {t('consent.accept')}
          </button>
          <button type="button" className="btn btn-small consent-reject" onClick={() => onDecide('rejected')}>
            {t('consent.reject')}
          </button>
          {onClose && (
            <button type="button" className="btn btn-small btn-ghost consent-close" onClick={onClose}>
              {t('consent.close')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
