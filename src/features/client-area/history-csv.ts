import type { TFunction } from 'i18next';
import { csvFormatFor, type CsvCell } from '@/lib/format/csv';
import type { HistoryRow } from '@/domain/orders';
import { paymentStatus } from '@/domain/billing';
import { SERVICE_TYPES } from '@/domain/orders';
import { promptText } from './prompt-text';

/** A date as a spreadsheet in that locale reads it: '09/03/2025 15:45' (pt-BR), '03/09/2025 03:45 PM' (en-US). */
function csvDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .format(date)
    .replace(/,\s*/, ' ');
}

/** Where the result goes in each row: the history store fills it in (it holds the texts). */
const RESULT_COLUMN = 7;

/**
 * The whole history (every page) as a CSV table in the visitor's language and locale: translated headings, service
 * names (`serviceName`, domain/orders/service-names.ts), types and statuses, local dates, amounts as numbers, the
 * prompt as the customer reads it (prompt-text.ts). The result column, the text (or link) of each result, is filled
 * in by the history store (src/domain/orders/history/history-store.ts); binary results are named, not embedded.
 */
export function historyCsvTable(rows: readonly HistoryRow[], t: TFunction<'client-area'>, locale: string, serviceName: (apiName: string) => string) {
  const header: CsvCell[] = [
    t('csv.columns.date'),
    t('csv.columns.service'),
    t('csv.columns.type'),
    t('csv.columns.status'),
    t('csv.columns.amount'),
    t('csv.columns.paymentId'),
    t('csv.columns.prompt'),
    t('csv.columns.result'),
  ];
  return {
    header,
    rows: rows.map((row) => {
      const type = SERVICE_TYPES.find((known) => known === row.service_type);
      const status = paymentStatus(row.payment_status);
      const cells: CsvCell[] = [
        csvDate(row.created_at, locale),
        serviceName(row.service_name),
        type ? t(`types.${type}`) : row.service_type || t('types.other'),
        status.tone === 'other' ? status.raw : t(`paymentStatus.${status.tone}`),
        row.payment_amount,
        row.payment_id,
        promptText(row.prompt, t, serviceName),
        null,
      ];
      return { key: String(row.id), cells };
    }),
    resultColumn: RESULT_COLUMN,
    binaryLabel: t('csv.binaryResult'),
    format: csvFormatFor(locale),
  };
}
