import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { JsonLd } from '@/components/ui/json-ld';
import { paths, urls } from '@/config/routes';
import { BRAND_NAME } from '@/config/brand';
import { absoluteUrl } from '@/lib/seo/site-url';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { ARTICLE_INDEX } from './article-index';
import { ArticleCard } from './article-card';
import { useMissingArticle } from './missing-article';
import './blog.css';

const NEWEST_FIRST = [...ARTICLE_INDEX].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/** /blog: every article, newest first, with a notice when the visitor came from an unknown article. */
export function BlogList() {
  const { t } = useTranslation('blog');
  const language = useCurrentLanguage();
  const missing = useMissingArticle();
  return (
    <div className="blog">
      <header className="blog-hero">
        <div className="container">
          <p className="eyebrow">{t('list.eyebrow')}</p>
          <h1>{t('list.title')}</h1>
          <p className="lead blog-hero-lead">{t('list.lead')}</p>
        </div>
      </header>
      <section className="container section blog-list-section" aria-labelledby="blog-list-heading">
        {missing !== null && (
          <Alert tone="info" className="blog-notice">
            <p>{t('list.notFound')}</p>
          </Alert>
        )}
        <h2 id="blog-list-heading" className="visually-hidden">
          {t('list.heading')}
        </h2>
        <ul className="blog-grid" aria-labelledby="blog-list-heading">
          {NEWEST_FIRST.map((entry, index) => (
            <li key={entry.slug} className={index === 0 ? 'blog-grid-featured' : undefined}>
              <ArticleCard entry={entry} />
            </li>
          ))}
        </ul>
      </section>
      <JsonLd
        data={{
          '@type': 'Blog',
          name: t('list.title'),
          description: t('list.lead'),
          url: absoluteUrl(paths.blog),
          inLanguage: language,
          publisher: { '@type': 'Organization', name: BRAND_NAME, url: absoluteUrl(paths.home) },
          blogPost: NEWEST_FIRST.map((entry) => ({
            '@type': 'BlogPosting',
            headline: t(`articles.${entry.key}.title`),
            url: absoluteUrl(urls.blogArticle(entry.slug)),
            datePublished: entry.publishedAt,
          })),
        }}
      />
    </div>
  );
}
