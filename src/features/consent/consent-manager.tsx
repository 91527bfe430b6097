import { useEffect, useState } from 'react';
import { isAnalyticsConfigured, setConsent, trackerIds, type ConsentChoice } from '@/lib/analytics';
import { ConsentBanner } from './consent-banner';
import { onConsentPreferencesRequest, returnFocusToOpener } from './consent-review';
import { useConsent } from './use-consent';

/**
 * Asks for cookie consent (LGPD) and starts the trackers only after an
 * "accept". Nothing is rendered or loaded when no tracker is configured.
 */
export function ConsentManager() {
  const choice = useConsent();
  const [reviewing, setReviewing] = useState(false);
  const configured = isAnalyticsConfigured();

  useEffect(() => onConsentPreferencesRequest(() => setReviewing(true)), []);

  useEffect(() => {
    if (!configured || choice !== 'accepted') return;
    let stop: (() => void) | undefined;
    let active = true;
    import('./trackers').then(
      ({ startTrackers }) => {
        if (active) stop = startTrackers(trackerIds());
      },
      (error: unknown) => console.warn('Analytics could not load.', error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [configured, choice]);

  if (!configured || (choice !== null && !reviewing)) return null;

  const finishReview = () => {
    if (!reviewing) return;
    setReviewing(false);
    // After the banner unmounts, so focus lands on a button that is still there.
    requestAnimationFrame(returnFocusToOpener);
  };
  const decide = (value: ConsentChoice) => {
    setConsent(value);
    finishReview();
  };
  return <ConsentBanner choice={choice} focusOnShow={reviewing} onDecide={decide} onClose={reviewing ? finishReview : undefined} />;
}
