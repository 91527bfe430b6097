import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { PageSpinner } from '@/components/ui/page-spinner';
import { DEFAULT_LANGUAGE } from '@/config/languages';
import { formatDate } from '@/lib/format/format';
import { usePageSeo } from '@/lib/seo/page-seo';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { articleSeo } from './article-seo';
import type { ArticleIndexEntry } from './article-index';
import { ArticleBodyView } from './article-body';
import { ArticleCta } from './article-cta';
import { ArticleJsonLd } from './article-json-ld';
import { ArticleLoadError } from './article-load-error';
import { readingMinutes } from './article-text';
import { localDay } from './local-day';
import { RelatedArticles } from './related-articles';
import { useArticleBody } from './use-article-body';
import './blog.css';

/** /blog/:slug: the header (from the light index and translations) at once, then the body chunk. */
export function ArticleView({ entry }: { entry: ArticleIndexEntry }) {
  const { t } = useTranslation('blog');
  const language = useCurrentLanguage();
  const title = t(`articles.${entry.key}.title`);
  const description = t(`articles.${entry.key}.description`);
  usePageSeo(articleSeo(entry, t));

  const { data, error, reload } = useArticleBody(entry.slug);
  const body = data ? (data[language] ?? data[DEFAULT_LANGUAGE]) : undefined;

  return (
    <article className="blog-article">
      <header className="blog-article-header">
        <div className="container blog-column">
          <nav aria-label={t('article.breadcrumb')} className="blog-breadcrumb">
            <ol>
              <li>
                <Link to={paths.home}>{t('article.home')}</Link>
              </li>
              <li>
                <Link to={paths.blog}>{t('article.blog')}</Link>
              </li>
            </ol>
          </nav>
          <p className="eyebrow">{t(`topics.${entry.product}`)}</p>
          <h1>{title}</h1>
          <p className="lead">{description}</p>
          {/*
            Date and reading time read as one line ("16 de março de 2026 · 4 min de leitura", fitting a phone):
            "Publicado em" is said to screen readers only, and the reading time, glued to the date's last word
            by a no-break space, never starts a line of its own.
          */}
          <p className="blog-article-meta">
            <span className="visually-hidden">{t('article.publishedLabel')} </span>
            <time dateTime={entry.publishedAt}>{formatDate(localDay(entry.publishedAt), language)}</time>
            {body && (
              <span className="blog-article-reading">
                <span aria-hidden="true">{'\u00a0· '}</span>
                {t('article.readingTime', { count: readingMinutes(body) })}
              </span>
            )}
          </p>
        </div>
      </header>
      <div className="container blog-column blog-article-main">
        {body ? (
          <>
            <ArticleBodyView body={body} />
            <ArticleCta product={entry.product} cta={body.cta} />
          </>
        ) : error ? (
          <ArticleLoadError onRetry={reload} />
        ) : (
          <PageSpinner label={t('article.loading')} />
        )}
        <RelatedArticles slugs={entry.related} />
        <p className="blog-back">
          <Link to={paths.blog}>{t('article.backToBlog')}</Link>
        </p>
      </div>
      <ArticleJsonLd entry={entry} title={title} description={description} language={language} />
    </article>
  );
}
