import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '@/lib/react/lazy-download';
import { trackerIds } from '@/lib/analytics/analytics';
import { setConsent, type ConsentChoice } from '@/domain/consent';
import { useHydrated } from '@/lib/react/use-hydrated';
import { onConsentPreferencesRequest, returnFocusToOpener } from './consent-review';
import { useConsent } from './use-consent';

// Downloaded only when there is a question to ask: a build without trackers, or a visitor who
// already answered, never loads the banner.
// Without its banner no consent is asked for, so no tracker runs: the page works on.
const ConsentBanner = lazyOptional(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })));

/**
 * Asks for cookie consent per category (LGPD) and starts each tracker only
 * after its category was accepted: Google Analytics with "analytics", the
 * Meta pixel with "marketing". Nothing renders or loads when no tracker is configured.
 */
export function ConsentManager() {
  const consent = useConsent();
  // The stored choice is unknown to the prerendered page: the banner appears once the page is live.
  const hydrated = useHydrated();
  const [reviewing, setReviewing] = useState(false);
  const ids = trackerIds();
  const categories = [...(ids.gaId ? (['analytics'] as const) : []), ...(ids.metaPixelId ? (['marketing'] as const) : [])];
  const analytics = Boolean(consent?.analytics && ids.gaId);
  const marketing = Boolean(consent?.marketing && ids.metaPixelId);

  useEffect(() => onConsentPreferencesRequest(() => setReviewing(true)), []);

  useEffect(() => {
    if (!analytics && !marketing) return;
    let stop: (() => void) | undefined;
    let active = true;
    import('./trackers').then(
      ({ startTrackers }) => {
        if (active) stop = startTrackers({ gaId: analytics ? ids.gaId : '', metaPixelId: marketing ? ids.metaPixelId : '' });
      },
      () => console.warn('Analytics could not load.'),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [analytics, marketing, ids.gaId, ids.metaPixelId]);

  if (!hydrated || categories.length === 0 || (consent !== null && !reviewing)) return null;

  const finishReview = () => {
    if (!reviewing) return;
    setReviewing(false);
    // After the banner unmounts, so focus lands on a button that is still there.
    requestAnimationFrame(returnFocusToOpener);
  };
  const decide = (choice: ConsentChoice) => {
    setConsent(choice);
    finishReview();
  };
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        key={reviewing ? 'review' : 'ask'}
        current={consent}
        categories={categories}
        reviewing={reviewing}
        onDecide={decide}
        onClose={reviewing ? finishReview : undefined}
      />
    </Suspense>
  );
}
