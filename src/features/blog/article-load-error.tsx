import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { Alert } from '@/components/ui/alert';

/** Shown when the article's chunk fails to download (offline, or a deploy replaced it): retry or go back. */
export function ArticleLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('blog');
  return (
    <Alert tone="error" className="blog-load-error">
      <p>{t('article.loadError')}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('article.retry')}
        </button>
        <Link to={paths.blog} className="btn btn-outline">
          {t('article.allArticles')}
        </Link>
      </div>
    </Alert>
  );
}
