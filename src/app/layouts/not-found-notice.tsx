import { SiteBanner } from './site-banner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/routes';

/**
 * The mark the router's catch-all route leaves on its redirect to the home page (an unknown path
 * redirects to /, docs/product/routes.md#unknown-addresses): `<Navigate to="/" replace state={{ notFound: true }} />`
 * in src/app/router.tsx.
 */
const cameFromUnknownPath = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { notFound?: unknown }).notFound === true;

/**
 * "Page not found, here is the home page": said once, politely, at the top of the home page the
 * visitor was sent to, never on a normal visit. The mark is taken off the history entry as soon
 * as it is read, so a reload or a later Back does not say it again; the notice stays until the
 * visitor dismisses it or moves on.
 */
export function NotFoundNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [shownOn, setShownOn] = useState<string | null>(null);
  const clearing = useRef(false);

  const marked = location.pathname === paths.home && cameFromUnknownPath(location.state);
  useEffect(() => {
    if (marked) {
      clearing.current = true;
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
    } else if (clearing.current) {
      // The entry the mark was taken off: the notice belongs to it, and to no later one.
      clearing.current = false;
      setShownOn(location.key);
    }
  }, [marked, location, navigate]);

  if (marked || shownOn === null) return null;
  if (shownOn !== location.key) {
    setShownOn(null);
    return null;
  }

  const dismiss = () => {
    setShownOn(null);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <SiteBanner tone="info" text={t('notFound.text')}>
      <button type="button" className="btn btn-small btn-ghost" onClick={dismiss}>
        {t('notFound.dismiss')}
      </button>
    </SiteBanner>
  );
}
