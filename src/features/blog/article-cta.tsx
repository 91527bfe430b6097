import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ArticleProduct } from './article-index';
import { PRODUCT_PATHS } from './products';
import type { ArticleBody } from './types';

/** The article's call to action: a box with a button-looking link to the matching product. */
export function ArticleCta({ product, cta }: { product: ArticleProduct; cta: ArticleBody['cta'] }) {
  const { t } = useTranslation('blog');
  const headingId = useId();
  return (
    <section className="blog-cta" aria-labelledby={headingId}>
      <p className="eyebrow">{t('article.ctaEyebrow')}</p>
      <h2 id={headingId}>{cta.heading}</h2>
      <p>{cta.text}</p>
      <Link to={PRODUCT_PATHS[product]} className="btn btn-primary">
        {cta.label}
      </Link>
    </section>
  );
}
