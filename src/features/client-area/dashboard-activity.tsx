import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/routes';
import { useHistory } from '@/domain/orders';
import type { HistoryColumn } from './history-table';
import { freshnessOf } from './history-freshness';
import { HistorySection } from './history-section';
import { LatestResults } from './latest-results';

/**
 * The dashboard's history table (service, type, date, status, actions) and the latest
 * results. An order completed in the requester above invalidates the history query,
 * so it shows up here without a reload.
 */
export function DashboardActivity() {
  const { t } = useTranslation('client-area');
  const history = useHistory();
  // The rows render as a transition, in slices, so the frame that shows them is not one long task.
  const data = useDeferredValue(history.data);
  const columns: HistoryColumn[] = [
    { id: 'service', label: t('dashboard.columns.service') },
    { id: 'type', label: t('dashboard.columns.type') },
    { id: 'date', label: t('dashboard.columns.date') },
    { id: 'status', label: t('dashboard.columns.status') },
    { id: 'actions', label: t('dashboard.columns.actions') },
  ];
  const placeholder = history.isError ? (
    <Alert>
      <p>{t('dashboard.historyError')}</p>
      <button type="button" className="btn btn-small btn-outline" onClick={() => void history.refetch()}>
        {t('retry')}
      </button>
    </Alert>
  ) : !data ? (
    <p className="muted" role="status">
      <Spinner size="sm" /> {t('loading')}
    </p>
  ) : undefined;
  return (
    <HistorySection
      className="container section dashboard-activity"
      titleId="dashboard-history-title"
      title={t('dashboard.historyTitle')}
      items={data?.rows}
      columns={columns}
      requesterPath={paths.dashboard}
      placeholder={placeholder}
      freshness={freshnessOf({ data, refetch: history.refetch })}
    >
      {data && <LatestResults items={data.rows} />}
    </HistorySection>
  );
}
