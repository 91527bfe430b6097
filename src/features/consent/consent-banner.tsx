import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyNotice } from '@/components/ui/privacy-notice';
import type { ConsentChoice, ConsentRecord } from '@/domain/consent';
import './consent.css';

interface ConsentBannerProps {
  current: ConsentRecord | null;
  /** The categories whose trackers this build has (a category with nothing behind it is not asked about). */
  categories: readonly (keyof ConsentChoice)[];
  /** Reopened from the footer: move focus here and show the choices as they are. */
  reviewing: boolean;
  onDecide: (choice: ConsentChoice) => void;
  onClose?: () => void;
}

/**
 * Shown in the page flow under the header, so it never covers the content.
 * Accept and reject are one click each, side by side; "Escolher" answers per
 * category (analytics: Google Analytics; marketing: the Meta pixel).
 */
export function ConsentBanner({ current, categories, reviewing, onDecide, onClose }: ConsentBannerProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const [choosing, setChoosing] = useState(reviewing);
  const [draft, setDraft] = useState<ConsentChoice>({ analytics: current?.analytics ?? false, marketing: current?.marketing ?? false });

  useEffect(() => {
    if (reviewing) ref.current?.focus();
  }, [reviewing]);

  const all = (value: boolean): ConsentChoice => ({ analytics: value && categories.includes('analytics'), marketing: value && categories.includes('marketing') });
  const decidedAt = current ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(current.decidedAt)) : '';

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
          {current && (
            <p className="consent-current">
              {t('consent.current', {
                analytics: t(current.analytics ? 'consent.on' : 'consent.off'),
                marketing: t(current.marketing ? 'consent.on' : 'consent.off'),
                date: decidedAt,
              })}
            </p>
          )}
        </div>
        {choosing ? (
          <form
            className="consent-choices"
            onSubmit={(event) => {
              event.preventDefault();
              onDecide(draft);
            }}
          >
            <fieldset>
              <legend className="visually-hidden">{t('consent.categories')}</legend>
              {categories.map((category) => (
                <label key={category} className="field-check consent-choice">
                  <input type="checkbox" checked={draft[category]} onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })} />
                  <span>
                    <strong>{t(`consent.${category}.name`)}</strong> {t(`consent.${category}.detail`)}
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="consent-actions">
              <button type="submit" className="btn btn-small consent-accept">
                {t('consent.save')}
              </button>
              {onClose && (
                <button type="button" className="btn btn-small btn-ghost consent-close" onClick={onClose}>
                  {t('consent.close')}
                </button>
              )}
            </div>
          </form>
        ) : (
          <div className="consent-actions">
            <button type="button" className="btn btn-small consent-accept" onClick={() => onDecide(all(true))}>
              {t('consent.accept')}
            </button>
            <button type="button" className="btn btn-small consent-reject" onClick={() => onDecide(all(false))}>
              {t('consent.reject')}
            </button>
            <button type="button" className="btn btn-small btn-ghost consent-close" onClick={() => setChoosing(true)}>
              {t('consent.choose')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
