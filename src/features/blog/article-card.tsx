import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { urls } from '@/config/routes';
import { formatDate } from '@/lib/format/format';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import type { ArticleIndexEntry } from './article-index';
import { localDay } from './local-day';

/**
 * One article in a list: topic, title (the link), description and publication date.
 * Lists sit under an h2 (the list's own, or "Leia também"), so the title is an h3.
 */
export function ArticleCard({ entry }: { entry: ArticleIndexEntry }) {
  const { t } = useTranslation('blog');
  const language = useCurrentLanguage();
  const date = formatDate(localDay(entry.publishedAt), language);
  return (
    <article className="blog-card">
      <p className="blog-card-topic">{t(`topics.${entry.product}`)}</p>
      <h3 className="blog-card-title">
        <Link to={urls.blogArticle(entry.slug)} className="blog-card-link">
          {t(`articles.${entry.key}.title`)}
        </Link>
      </h3>
      <p className="blog-card-description">{t(`articles.${entry.key}.description`)}</p>
      <p className="blog-card-meta">
        <time dateTime={entry.publishedAt}>{t('list.published', { date })}</time>
      </p>
    </article>
  );
}
