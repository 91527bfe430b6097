import { useTranslation } from 'react-i18next';
import { csvBlob } from '@/lib/format/csv';
import type { HistoryItem } from '@/domain/orders';
import { fileSaver } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';
import { fileDateStamp } from './file-stamp';
import { historyCsv } from './history-csv';

/** Downloads the whole history (all pages, not just the one on screen) as CSV. */
export function ExportCsvButton({ items }: { items: readonly HistoryItem[] }) {
  const { t, i18n } = useTranslation('client-area');
  const serviceName = useServiceName();
  function download() {
    fileSaver.save(csvBlob(historyCsv(items, t, i18n.language, serviceName)), t('csv.fileName', { date: fileDateStamp(new Date()) }));
  }
  return (
    <button type="button" className="btn btn-small btn-outline" onClick={download}>
      {t('csv.export', { count: items.length })}
    </button>
  );
}
