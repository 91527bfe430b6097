import { useCallback, useEffect, useState } from 'react';
import { loadArticleBodies, loadedArticleBodies } from './article-loaders';
import type { ArticleBodies } from './types';

interface Loaded {
  attempt: number;
  data: ArticleBodies | null;
  error: boolean;
}

/**
 * The article's body chunk (a lazy module, not an API call, so no query
 * cache): `{ data, error, reload }`; reload retries a failed download. The
 * view is keyed by slug, so a new article starts from a fresh hook.
 */
export function useArticleBody(slug: string) {
  const [attempt, setAttempt] = useState(0);
  // Already here when the page was prerendered (or the entry loaded it before hydrating): no spinner, same markup.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const ready = loadedArticleBodies(slug);
    return ready ? { attempt: 0, data: ready, error: false } : null;
  });

  useEffect(() => {
    if (attempt === 0 && loadedArticleBodies(slug)) return;
    let current = true;
    loadArticleBodies(slug).then(
      (data) => current && setLoaded({ attempt, data, error: false }),
      () => current && setLoaded((previous) => ({ attempt, data: previous?.data ?? null, error: true })),
    );
    return () => {
      current = false;
    };
  }, [slug, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = loaded?.attempt === attempt;
  return { data: loaded?.data ?? undefined, error: settled && loaded.error, reload };
}
