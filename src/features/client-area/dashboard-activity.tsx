import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { formatDateTime } from '@/lib/format';
import { onHistoryChanged } from '@/lib/history-events';
import type { HistoryItem } from '@/lib/history-api';
import { LatestResults } from './latest-results';
import { Pagination } from './pagination';
import { ResultCell } from './result-cell';
import { useReuse } from './reuse';
import { StatusBadge } from './status-badge';
import { useHistory } from './use-client-data';
import { usePagination } from './use-pagination';

/** The dashboard's history table (service, type, date, status, actions) and the latest results. */
export function DashboardActivity() {
  const { t } = useTranslation('client-area');
  const history = useHistory();
  const { reload } = history;
  // An order finished in the requester above: show it here too.
  useEffect(() => onHistoryChanged(reload), [reload]);
  return (
    <section className="container section dashboard-activity" aria-labelledby="dashboard-history-title">
      <h2 id="dashboard-history-title">{t('dashboard.historyTitle')}</h2>
      {history.error ? (
        <Alert>
          <p>{t('dashboard.historyError')}</p>
          <button type="button" className="btn btn-small btn-outline" onClick={history.reload}>
            {t('retry')}
          </button>
        </Alert>
      ) : !history.data ? (
        <p className="muted" role="status">
          <Spinner size="sm" /> {t('loading')}
        </p>
      ) : history.data.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <>
          <DashboardTable items={history.data} />
          <LatestResults items={history.data} />
        </>
      )}
    </section>
  );
}

function DashboardTable({ items }: { items: readonly HistoryItem[] }) {
  const { t, i18n } = useTranslation('client-area');
  const reuse = useReuse();
  const { page, pageCount, pageItems, setPage } = usePagination(items);
  return (
    <>
      <div className="table-wrap">
        <table className="table client-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.columns.service')}</th>
              <th scope="col">{t('dashboard.columns.type')}</th>
              <th scope="col">{t('dashboard.columns.date')}</th>
              <th scope="col">{t('dashboard.columns.status')}</th>
              <th scope="col">{t('dashboard.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {pageItems.map((item) => (
              <tr key={item.id}>
                <td data-label={t('dashboard.columns.service')}>{item.service_name}</td>
                <td data-label={t('dashboard.columns.type')}>{typeLabel(t, item.service_type)}</td>
                <td data-label={t('dashboard.columns.date')}>{formatDateTime(item.created_at, i18n.language)}</td>
                <td data-label={t('dashboard.columns.status')}>
                  <StatusBadge status={item.payment_status} />
                </td>
                <td data-label={t('dashboard.columns.actions')}>
                  <div className="client-actions">
                    <button type="button" className="btn btn-small btn-outline" onClick={() => reuse(item)} aria-label={t('history.reuseLabel', { service: item.service_name })}>
                      {t('history.reuse')}
                    </button>
                    <ResultCell item={item} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageCount={pageCount} onPage={setPage} label={t('pagination.label')} />
    </>
  );
}

const TYPES = ['text', 'image', 'audio', 'video', 'web'] as const;
function typeLabel(t: ReturnType<typeof useTranslation<'client-area'>>['t'], type: string): string {
  const known = TYPES.find((candidate) => candidate === type);
  return known ? t(`types.${known}`) : type || t('types.other');
}
