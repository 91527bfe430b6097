import type { TFunction } from 'i18next';
import { csvFormatFor, toCsv, type CsvCell } from '@/lib/format/csv';
import type { HistoryItem } from '@/domain/orders';
import { paymentStatus } from '@/domain/billing';
import { httpUrl } from '@/domain/orders';
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

/**
 * The whole history (every page) as CSV in the visitor's language and locale: translated
 * headings, service names (`serviceName`, domain/orders/service-names.ts), types and statuses, local
 * dates, amounts as numbers, the prompt as the customer reads it (prompt-text.ts) and the text
 * (or link) of each result. Binary results are named, not embedded.
 */
export function historyCsv(items: readonly HistoryItem[], t: TFunction<'client-area'>, locale: string, serviceName: (apiName: string) => string): string {
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
  const rows = items.map((item): CsvCell[] => {
    const type = SERVICE_TYPES.find((known) => known === item.service_type);
    const status = paymentStatus(item.payment_status);
    const result = item.result_bin ? t('csv.binaryResult') : (httpUrl(item.result) ?? item.result ?? '');
    return [
      csvDate(item.created_at, locale),
      serviceName(item.service_name),
      type ? t(`types.${type}`) : item.service_type || t('types.other'),
      status.tone === 'other' ? status.raw : t(`paymentStatus.${status.tone}`),
      item.payment_amount,
      item.payment_id,
      promptText(item.prompt, t, serviceName),
      result,
    ];
  });
  return toCsv([header, ...rows], csvFormatFor(locale));
}
