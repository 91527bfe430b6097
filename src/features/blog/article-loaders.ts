import type { ArticleBodies } from './types';

// One lazy chunk per article: a reader downloads only the body being read.
const bodyLoaders = import.meta.glob<ArticleBodies>('./articles/*.ts', { import: 'bodies' });

const moduleKey = (slug: string) => `./articles/${slug}.ts`;

export const hasArticleBody = (slug: string): boolean => moduleKey(slug) in bodyLoaders;

/** Both languages of one article's body; rejects when the chunk fails to load. */
export function loadArticleBodies(slug: string): Promise<ArticleBodies> {
  const load = bodyLoaders[moduleKey(slug)];
  return load ? load() : Promise.reject(new Error(`No body for article "${slug}"`));
}
