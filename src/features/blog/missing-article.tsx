import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/routes';

interface MissingArticleState {
  missingArticle: string;
}

const isMissingArticleState = (state: unknown): state is MissingArticleState =>
  typeof state === 'object' && state !== null && typeof (state as MissingArticleState).missingArticle === 'string';

/** An unknown slug: back to the list (replacing the bad URL), which then shows a short notice. */
export function MissingArticleRedirect({ slug }: { slug: string }) {
  return <Navigate to={paths.blog} replace state={{ missingArticle: slug } satisfies MissingArticleState} />;
}

/** The slug the visitor was sent away from, if the list was reached through MissingArticleRedirect. */
export function useMissingArticle(): string | null {
  const { state } = useLocation();
  return isMissingArticleState(state) ? state.missingArticle : null;
}
