import { useApiQuery } from '@/lib/use-api-query';
import { loadArticleBodies } from './article-loaders';

/** The article's body chunk: `{ data, error, isLoading, reload }`; reload retries a failed download. */
export const useArticleBody = (slug: string) => useApiQuery(`blog-article:${slug}`, () => loadArticleBodies(slug));
