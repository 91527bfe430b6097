import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { HistoryItem } from '@/lib/history-api';
import { Pagination } from './pagination';
import { ResultCell } from './result-cell';
import { useReuse } from './reuse';
import { StatusBadge } from './status-badge';
import { usePagination } from './use-pagination';

/** 'Histórico de Serviços': every order, 10 per page, with its result and a way to order it again. */
export function HistoryTable({ items }: { items: readonly HistoryItem[] }) {
  const { t, i18n } = useTranslation('client-area');
  const reuse = useReuse();
  const { page, pageCount, pageItems, setPage } = usePagination(items);
  return (
    <section className="client-history" aria-labelledby="client-history-title">
      <h2 id="client-history-title">{t('history.title')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <>
          <div className="table-wrap">
            <table className="table client-table">
              <thead>
                <tr>
                  <th scope="col">{t('history.columns.date')}</th>
                  <th scope="col">{t('history.columns.service')}</th>
                  <th scope="col">{t('history.columns.result')}</th>
                  <th scope="col">{t('history.columns.status')}</th>
                  <th scope="col">{t('history.columns.amount')}</th>
                  <th scope="col">{t('history.columns.reuse')}</th>
                </tr>
              </thead>
              <tbody>
                {pageItems.map((item) => (
                  <tr key={item.id}>
                    <td data-label={t('history.columns.date')}>{formatDateTime(item.created_at, i18n.language)}</td>
                    <td data-label={t('history.columns.service')}>{item.service_name}</td>
                    <td data-label={t('history.columns.result')}>
                      <ResultCell item={item} />
                    </td>
                    <td data-label={t('history.columns.status')}>
                      <StatusBadge status={item.payment_status} />
                    </td>
                    <td data-label={t('history.columns.amount')}>
                      {typeof item.payment_amount === 'number' ? formatMoney(item.payment_amount, i18n.language) : '—'}
                    </td>
                    <td data-label={t('history.columns.reuse')}>
                      <button
                        type="button"
                        className="btn btn-small btn-outline"
                        onClick={() => reuse(item)}
                        aria-label={t('history.reuseLabel', { service: item.service_name })}
                      >
                        {t('history.reuse')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageCount={pageCount} onPage={setPage} label={t('pagination.label')} />
        </>
      )}
    </section>
  );
}
