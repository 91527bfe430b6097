import { useTranslation } from 'react-i18next';
import { AiLabel } from '@/components/ui/ai-label';
import type { HistoryItem } from '@/lib/history-api';
import { ExportCsvButton } from './export-csv-button';
import { HistoryTable, type HistoryColumn } from './history-table';

/** 'Histórico de Serviços' in the client area: every order with its result, payment and a way to order it again. */
export function ClientHistory({ items }: { items: readonly HistoryItem[] }) {
  const { t } = useTranslation('client-area');
  const columns: HistoryColumn[] = [
    { id: 'date', label: t('history.columns.date') },
    { id: 'service', label: t('history.columns.service') },
    { id: 'result', label: t('history.columns.result') },
    { id: 'status', label: t('history.columns.status') },
    { id: 'amount', label: t('history.columns.amount') },
    { id: 'reuse', label: t('history.columns.reuse') },
  ];
  return (
    <section className="client-history" aria-labelledby="client-history-title">
      <div className="client-history-heading">
        <h2 id="client-history-title">{t('history.title')}</h2>
        {items.length > 0 && <ExportCsvButton items={items} />}
      </div>
      {items.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <>
          <AiLabel variant="full" />
          <HistoryTable items={items} columns={columns} />
        </>
      )}
    </section>
  );
}
