import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/routes';

/** Shown instead of a blank page when a screen throws or its chunk fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common', { useSuspense: false });
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="container section route-error" role="alert">
      <h1>{t('errors.routeTitle')}</h1>
      <p>{t('errors.routeBody')}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link to={paths.home} className="btn btn-outline" reloadDocument>
          {t('errors.backHome')}
        </Link>
      </div>
    </section>
  );
}
