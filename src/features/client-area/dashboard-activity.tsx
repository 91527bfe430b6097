import { useTranslation } from 'react-i18next';
import { AiLabel } from '@/components/ui/ai-label';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/routes';
import { useHistory } from '@/lib/account-queries';
import { ExportCsvButton } from './export-csv-button';
import { HistoryTable, type HistoryColumn } from './history-table';
import { LatestResults } from './latest-results';

/**
 * The dashboard's history table (service, type, date, status, actions) and the latest
 * results. An order completed in the requester above invalidates the history query,
 * so it shows up here without a reload.
 */
export function DashboardActivity() {
  const { t } = useTranslation('client-area');
  const history = useHistory();
  const columns: HistoryColumn[] = [
    { id: 'service', label: t('dashboard.columns.service') },
    { id: 'type', label: t('dashboard.columns.type') },
    { id: 'date', label: t('dashboard.columns.date') },
    { id: 'status', label: t('dashboard.columns.status') },
    { id: 'actions', label: t('dashboard.columns.actions') },
  ];
  return (
    <section className="container section dashboard-activity" aria-labelledby="dashboard-history-title">
      <div className="client-history-heading">
        <h2 id="dashboard-history-title">{t('dashboard.historyTitle')}</h2>
        {history.data && history.data.length > 0 && <ExportCsvButton items={history.data} />}
      </div>
      {history.isError ? (
        <Alert>
          <p>{t('dashboard.historyError')}</p>
          <button type="button" className="btn btn-small btn-outline" onClick={() => void history.refetch()}>
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
          <AiLabel variant="full" />
          <HistoryTable items={history.data} columns={columns} requesterPath={paths.dashboard} />
          <LatestResults items={history.data} />
        </>
      )}
    </section>
  );
}
