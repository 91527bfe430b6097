import { JsonLd } from '@/components/ui/json-ld';
import { paths, urls } from '@/config/routes';
import { BRAND_NAME } from '@/config/brand';
import { absoluteUrl, DEFAULT_OG_IMAGE } from '@/lib/seo/site-url';
import type { ArticleIndexEntry } from './article-index';

interface Props {
  entry: ArticleIndexEntry;
  title: string;
  description: string;
  language: string;
}

/** schema.org BlogPosting for the article being read. */
export function ArticleJsonLd({ entry, title, description, language }: Props) {
  const url = absoluteUrl(urls.blogArticle(entry.slug));
  const organization = { '@type': 'Organization', name: BRAND_NAME, url: absoluteUrl(paths.home) };
  return (
    <JsonLd
      data={{
        '@type': 'BlogPosting',
        headline: title,
        description,
        datePublished: entry.publishedAt,
        dateModified: entry.publishedAt,
        inLanguage: language,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        image: absoluteUrl(DEFAULT_OG_IMAGE),
        author: organization,
        publisher: organization,
      }}
    />
  );
}
