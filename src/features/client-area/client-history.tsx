import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@/domain/orders';
import type { HistoryColumn } from './history-table';
import type { Freshness } from './history-freshness';
import { HistorySection } from './history-section';

/** 'Histórico de Serviços' in the client area: every order with its result, payment and a way to order it again. */
export function ClientHistory({ items, freshness }: { items: readonly HistoryRow[]; freshness?: Freshness }) {
  const { t } = useTranslation('client-area');
  const columns: HistoryColumn[] = [
    { id: 'date', label: t('history.columns.date') },
    { id: 'service', label: t('history.columns.service') },
    { id: 'result', label: t('history.columns.result') },
    { id: 'status', label: t('history.columns.status') },
    { id: 'amount', label: t('history.columns.amount') },
    { id: 'reuse', label: t('history.columns.reuse') },
  ];
  return <HistorySection className="client-history" titleId="client-history-title" title={t('history.title')} items={items} columns={columns} freshness={freshness} />;
}
