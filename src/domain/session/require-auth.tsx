import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useHydrated } from '@/lib/react/use-hydrated';
import { useAuth } from './auth';
import { useLoginRouteHere } from './login-route';

/** The full-screen 'Carregando autenticação...' (docs/product/accounts.md#authentication) shown while the session is being checked. */
export function AuthLoading() {
  const { t } = useTranslation();
  return (
    <div className="fullscreen-status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t('auth.loading')}</p>
    </div>
  );
}

/**
 * Private screens wait for the profile ('Carregando autenticação...', or `loading` for a private
 * part of a public page); anonymous visitors go to /login, remembering where they were going (path
 * and query). Before a private screen shows, the stored token is read again: a session another tab
 * ended (or replaced) is followed here even if this tab missed the news.
 */
export function RequireAuth({ children, loading = <AuthLoading /> }: { children: ReactNode; loading?: ReactNode }) {
  const { status, holdsStoredSession, followStoredSession } = useAuth();
  // A private page's prerendered shell is what shows while the session is checked: the first render matches it.
  const hydrated = useHydrated();
  const loginHere = useLoginRouteHere();
  const outdated = status !== 'anonymous' && !holdsStoredSession();
  useEffect(() => {
    if (outdated) followStoredSession();
  }, [outdated, followStoredSession]);
  const checking = !hydrated || status === 'loading' || outdated;
  // The page behind the login (a whole screen on a slow phone) renders as a transition, in slices, not as one long
  // task at the moment the session is known: the shell stays until it is ready.
  const pageShown = useDeferredValue(!checking && status !== 'anonymous');
  if (checking) return <>{loading}</>;
  if (status === 'anonymous') return <Navigate {...loginHere} replace />;
  if (!pageShown) return <>{loading}</>;
  return <>{children}</>;
}
