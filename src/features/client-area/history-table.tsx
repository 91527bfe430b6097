import { startTransition, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { urls } from '@/config/routes';
import { PaintFirstLink } from '@/components/ui/paint-first-link';
import type { HistoryRow } from '@/domain/orders';
import { readPaymentId } from '@/domain/billing';
import { paymentStatus } from '@/domain/billing';
import { SERVICE_TYPES, shownCells } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';
import { Pagination } from './pagination';
import { followUpOf } from './follow-up';
import { PromptDetails } from './prompt-details';
import { ResultCell } from './result-cell';
import { useReuse } from './reuse';
import { StatusBadge } from './status-badge';
import { usePagination } from './use-pagination';

/** What a column can show; each screen picks its columns, in its order, with its own headings. */
export type HistoryColumnId = 'date' | 'service' | 'type' | 'result' | 'status' | 'amount' | 'reuse' | 'actions';

export interface HistoryColumn {
  id: HistoryColumnId;
  label: string;
}

/**
 * Rows per page of the history (docs/product/services.md#client-area): the pages, 'Anterior'/'Próxima' and
 * 'Página X de Y' appear only when there is more than one.
 */
const HISTORY_PAGE_SIZE = 10;

/** The service history as a table, HISTORY_PAGE_SIZE rows per page: the client area's and the dashboard's. */
interface Props {
  items: readonly HistoryRow[];
  columns: readonly HistoryColumn[];
  /** Where 'Reutilizar' opens the requester: /agency, or the page's own (the dashboard). */
  requesterPath?: string;
  /** Called once the first page's rows are on screen (each time they change). */
  onFirstPageShown?: () => void;
}

export function HistoryTable({ items, columns, requesterPath, onFirstPageShown }: Props) {
  const { t, i18n } = useTranslation('client-area');
  const { page, pageCount, pageItems, setPage } = usePagination(items, HISTORY_PAGE_SIZE);
  const firstPageShown = page === 1 && items.length > 0;
  useEffect(() => {
    if (firstPageShown) onFirstPageShown?.();
  }, [firstPageShown, items, i18n.language, onFirstPageShown]);
  // A new page's rows render as a transition, in slices: the frame after the tap is not held until ten rows of
  // results, players and prompts are built on a slow phone (no pending state: it would render the old rows again).
  const cell = useCells(requesterPath);
  return (
    <>
      <div className="table-wrap">
        <table className="table client-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pageItems.map((item) => (
              <tr key={item.id}>
                {columns.map((column) => (
                  <td key={column.id} data-label={column.label}>
                    {cell(column.id, item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageCount={pageCount} onPage={(next) => startTransition(() => setPage(next))} label={t('pagination.label')} />
    </>
  );
}

/** A paid order (approved, with a payment id) has a receipt; plan runs and unpaid orders do not. */
function receiptIdOf(item: HistoryRow): string | null {
  if (paymentStatus(item.payment_status).tone !== 'approved') return null;
  const id = readPaymentId(item.payment_id);
  return id.kind === 'valid' ? id.id : null;
}

function useCells(requesterPath?: string): (id: HistoryColumnId, item: HistoryRow) => ReactNode {
  const { t, i18n } = useTranslation('client-area');
  const reuse = useReuse(requesterPath);
  const serviceName = useServiceName();
  const reuseButton = (item: HistoryRow) => (
    <button type="button" className="btn btn-small btn-outline" onClick={(event) => reuse(item, event.currentTarget)} aria-label={t('history.reuseLabel', { service: serviceName(item.service_name) })}>
      {t('history.reuse')}
    </button>
  );
  return (id, item) => {
    switch (id) {
      case 'date':
        return shownCells(item, i18n.language).date;
      case 'service':
        return serviceName(item.service_name);
      case 'type': {
        const known = SERVICE_TYPES.find((type) => type === item.service_type);
        return known ? t(`types.${known}`) : item.service_type || t('types.other');
      }
      case 'result':
        return (
          <div className="client-result-with-prompt">
            <ResultCell row={item} />
            <PromptDetails item={item} />
          </div>
        );
      case 'status': {
        const receiptId = receiptIdOf(item);
        const followUp = followUpOf(item);
        if (!receiptId && !followUp) return <StatusBadge status={item.payment_status} />;
        const row = { service: serviceName(item.service_name), date: shownCells(item, i18n.language).date };
        return (
          <div className="client-status">
            <StatusBadge status={item.payment_status} />
            {receiptId && (
              <PaintFirstLink className="btn btn-small btn-outline" to={urls.receipt(receiptId)} aria-label={t('receipt.openLabel', row)}>
                {t('receipt.open')}
              </PaintFirstLink>
            )}
            {followUp && (
              <PaintFirstLink className="btn btn-small btn-primary" to={followUp.href} aria-label={t(`history.followUp.${followUp.kind}Label`, row)}>
                {t(`history.followUp.${followUp.kind}`)}
              </PaintFirstLink>
            )}
          </div>
        );
      }
      case 'amount':
        return shownCells(item, i18n.language).amount ?? '—';
      case 'reuse':
        return reuseButton(item);
      case 'actions':
        return (
          <div className="client-result-with-prompt">
            <div className="client-actions">
              {reuseButton(item)}
              <ResultCell row={item} />
            </div>
            <PromptDetails item={item} />
          </div>
        );
    }
  };
}
