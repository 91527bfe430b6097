import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format/format';

export interface Freshness {
  /** The rows are what this browser saved (while the API is asked again), or the API's answer now. */
  source: 'saved' | 'network';
  savedAt: string | null;
  /** Asking the API again failed: the saved rows stay. */
  refreshFailed: boolean;
  onRetry: () => void;
}

/** What the history query says of its rows' freshness (useHistory in src/domain/orders). */
export function freshnessOf(history: { data?: { source: 'saved' | 'network'; savedAt: string | null; refreshFailed: unknown }; refetch: () => unknown }): Freshness | undefined {
  const view = history.data;
  return view && { source: view.source, savedAt: view.savedAt, refreshFailed: view.refreshFailed !== null, onRetry: () => void history.refetch() };
}

/**
 * Says when the rows on screen are the ones this browser saved: while the API is asked again, and when it could not
 * be (with a way to try again). Nothing is said of rows the API has just sent.
 */
export function HistoryFreshness({ source, savedAt, refreshFailed, onRetry }: Freshness) {
  const { t, i18n } = useTranslation('client-area');
  if (source === 'network' && !refreshFailed) return null;
  const date = savedAt ? formatDateTime(savedAt, i18n.language) : null;
  if (refreshFailed)
    return (
      <Alert tone="warning" className="client-history-freshness">
        <p>{date ? t('history.refreshFailed', { date }) : t('history.refreshFailedUndated')}</p>
        <button type="button" className="btn btn-small btn-outline" onClick={onRetry}>
          {t('retry')}
        </button>
      </Alert>
    );
  return (
    <p className="muted client-history-freshness" role="status">
      {date ? t('history.saved', { date }) : t('history.savedUndated')}
    </p>
  );
}
