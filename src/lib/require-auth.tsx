import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useAuth } from './auth';
import { PageSpinner } from '@/components/ui/page-spinner';

/** Where to come back after logging in, carried in the router state of /login. */
export interface LoginRedirectState {
  from?: string;
}

/** Sends anonymous visitors to /login, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} state={state} replace />;
  }
  return <>{children}</>;
}
