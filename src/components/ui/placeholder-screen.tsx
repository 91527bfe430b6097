import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '@/app/paths';

/** A plain titled page for screens still being built. */
export function PlaceholderScreen({ seoKey }: { seoKey: RouteMeta['seoKey'] }) {
  const { t } = useTranslation(['seo', 'common']);
  return (
    <section className="container section">
      <h1>{t(`seo:${seoKey}.title` as never)}</h1>
      <p>{t('common:placeholder.body')}</p>
    </section>
  );
}
