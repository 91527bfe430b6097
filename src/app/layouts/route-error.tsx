import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isDevServer } from '@/config/env';
import { paths } from '@/config/routes';
import { DownloadFailedError } from '@/lib/retry/with-retries';
import { PageLive } from '../live-signal';

/**
 * Shown instead of a blank page when a screen throws, or when its code or copy could not be downloaded, retries
 * included (a patchy connection, a deploy that removed old files): then it says so, and "Tentar novamente" loads the
 * page again, which after a deploy names the new files. Nothing here downloads anything: it shows at once.
 */
function RouteError({ error }: { error?: unknown }) {
  const { t } = useTranslation('common', { useSuspense: false });
  if (isDevServer && error !== undefined) console.error(error);
  const download = error instanceof DownloadFailedError;
  return (
    <section className="container section route-error" role="alert">
      <h1>{download ? t('loadFailure.title') : t('errors.routeTitle')}</h1>
      <p>{download ? t('loadFailure.body') : t('errors.routeBody')}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {download ? t('loadFailure.retry') : t('errors.reload')}
        </button>
        <Link to={paths.home} className="btn btn-outline" reloadDocument>
          {download ? t('loadFailure.home') : t('errors.backHome')}
        </Link>
      </div>
      {/* The error page answers taps too. */}
      <PageLive />
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The address shown: a move to another one clears the error and tries again. */
  pathname: string;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  pathname: string;
}

/** Catches what a page (or the layout around it) throws, and shows RouteError in its place until the visitor moves on. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, error: undefined, pathname: props.pathname };
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
