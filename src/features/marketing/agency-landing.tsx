import { useTranslation } from 'react-i18next';

/** The marketing part of /agency (the service requester follows it on the same page). */
export function AgencyLanding() {
  const { t } = useTranslation('seo');
  return (
    <section className="container section">
      <h1>{t('agency.title')}</h1>
    </section>
  );
}
