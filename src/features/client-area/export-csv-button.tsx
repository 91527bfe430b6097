import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@/domain/orders';
import { fileSaver, historyCsv, useServiceName } from '@/domain/orders';
import { useAuth } from '@/domain/session';
import { fileDateStamp } from './file-stamp';
import { historyCsvTable } from './history-csv';

/** Downloads the whole history (all pages, not just the one on screen) as CSV, written by the history store. */
export function ExportCsvButton({ items }: { items: readonly HistoryRow[] }) {
  const { t, i18n } = useTranslation('client-area');
  const serviceName = useServiceName();
  const { user } = useAuth();
  const [failed, setFailed] = useState(false);
  async function download() {
    if (!user) return;
    const fileName = t('csv.fileName', { date: fileDateStamp(new Date()) });
    try {
      fileSaver.save(await historyCsv(user.id, historyCsvTable(items, t, i18n.language, serviceName)), fileName);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-small btn-outline" onClick={() => void download()}>
        {t('csv.export', { count: items.length })}
      </button>
      {failed && (
        <p role="alert" className="client-export-error">
          {t('csv.failed')}
        </p>
      )}
    </>
  );
}
