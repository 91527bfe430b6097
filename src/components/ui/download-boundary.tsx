import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadFailedError } from '@/lib/retry/with-retries';
import { Alert } from './alert';

/** In the part's place: what happened, and "Tentar novamente", a page load (what was filled in is kept in this tab). */
function DownloadFailed() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Alert className="download-failed">
      <p>
        <strong>{t('errors.partLoadTitle')}</strong> {t('errors.partLoadBody')}
      </p>
      <button type="button" className="btn btn-small btn-outline" onClick={() => window.location.reload()}>
        {t('loadFailure.retry')}
      </button>
    </Alert>
  );
}

/**
 * Around a part of a page whose code downloads on its own (lazyWithRetries): when it could not be downloaded, retries
 * included, the part says so and the rest of the page works on. Any other error goes on to the page's error boundary.
 */
export class DownloadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof DownloadFailedError)) throw error;
    return <DownloadFailed />;
  }
}
