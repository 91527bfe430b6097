import type { ArticleBodies } from './types';

// One lazy chunk per article: a reader downloads only the body being read.
const bodyLoaders = import.meta.glob<ArticleBodies>('./articles/*.ts', { import: 'bodies' });

const moduleKey = (slug: string) => `./articles/${slug}.ts`;

export const hasArticleBody = (slug: string): boolean => moduleKey(slug) in bodyLoaders;

/** Bodies already downloaded: a prerendered article renders (and hydrates) with its body at once. */
const loaded = new Map<string, ArticleBodies>();

/** The body if this page already has it (prerendering, or loaded before hydration by the entry). */
export const loadedArticleBodies = (slug: string): ArticleBodies | undefined => loaded.get(slug);

/** Both languages of one article's body; rejects when the chunk fails to load. */
export function loadArticleBodies(slug: string): Promise<ArticleBodies> {
  const load = bodyLoaders[moduleKey(slug)];
  if (!load) return Promise.reject(new Error(`No body for article "${slug}"`));
  return load().then((bodies) => {
    loaded.set(slug, bodies);
    return bodies;
  });
}
