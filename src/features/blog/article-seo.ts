import type { TFunction } from 'i18next';
import type { SeoOverride } from '@/lib/seo/page-seo';
import type { ArticleIndexEntry } from './article-index';

/** What an article says about itself in the head (the screen and the build's prerendering both use it). */
export function articleSeo(entry: ArticleIndexEntry, t: TFunction<'blog'>): SeoOverride {
  const title = t(`articles.${entry.key}.title`);
  return { title: t('article.seoTitle', { title }), description: t(`articles.${entry.key}.description`), ogType: 'article' };
}
