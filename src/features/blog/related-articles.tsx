import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from './article-card';
import { findArticle, type ArticleIndexEntry } from './article-index';

/** "Leia também": the 2-3 articles the index relates to this one. */
export function RelatedArticles({ slugs }: { slugs: readonly string[] }) {
  const { t } = useTranslation('blog');
  const headingId = useId();
  const entries = slugs.map(findArticle).filter((entry): entry is ArticleIndexEntry => entry !== undefined);
  if (entries.length === 0) return null;
  return (
    <section className="blog-related" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('article.related')}</h2>
      <ul className="blog-grid blog-related-grid">
        {entries.map((entry) => (
          <li key={entry.slug}>
            <ArticleCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
