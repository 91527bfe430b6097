import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AiLabel } from '@/components/ui/ai-label';
import type { HistoryRow } from '@/domain/orders';
import { savePreview } from '@/lib/storage/history-preview';
import { ExportCsvButton } from './export-csv-button';
import { HistoryFreshness, type Freshness } from './history-freshness';
import { HistoryTable, type HistoryColumn } from './history-table';

interface HistorySectionProps {
  className: string;
  titleId: string;
  title: string;
  /** The orders, once known. */
  items: readonly HistoryRow[] | undefined;
  columns: readonly HistoryColumn[];
  /** Where 'Reutilizar' opens the requester (see HistoryTable). */
  requesterPath?: string;
  /** Said instead of the table while the history is not there (loading, or an error with a retry). */
  placeholder?: ReactNode;
  /** Where the rows come from (saved in this browser, or the API's answer now). */
  freshness?: Freshness;
  /** Shown under the table when there are orders. */
  children?: ReactNode;
}

/**
 * The history of orders as the client area and the dashboard both show it: the heading with the CSV export
 * (once there is something to export), then "no orders yet" or the AI notice and the table.
 */
export function HistorySection({ className, titleId, title, items, columns, requesterPath, placeholder, freshness, children }: HistorySectionProps) {
  const { t } = useTranslation('client-area');
  const section = useRef<HTMLElement>(null);
  const saveFirstPage = useSaveFirstPage(titleId, section);
  // No orders (any more): the next visit's shell says so too, instead of the rows of a visit before.
  const empty = !placeholder && items?.length === 0;
  useEffect(() => {
    if (empty) saveFirstPage();
  }, [empty, saveFirstPage]);
  return (
    <section className={className} aria-labelledby={titleId} ref={section}>
      <div className="client-history-heading">
        <h2 id={titleId}>{title}</h2>
        {items && items.length > 0 && <ExportCsvButton items={items} />}
      </div>
      {!placeholder && freshness && <HistoryFreshness {...freshness} />}
      {placeholder ??
        (!items || items.length === 0 ? (
          <p className="muted client-history-empty">{t('history.empty')}</p>
        ) : (
          <>
            <AiLabel variant="full" />
            <HistoryTable items={items} columns={columns} requesterPath={requesterPath} onFirstPageShown={saveFirstPage} />
            {children}
          </>
        ))}
    </section>
  );
}

/** What the next visit draws before the app runs: the AI notice, the table, the pages (or "no orders yet"). */
const FIRST_PAGE_PARTS = ':scope > .ai-label-note, :scope > .table-wrap, :scope > .client-pagination, :scope > .client-history-empty';

/**
 * Keeps the first page as drawn, for the shell of this page's next visit (src/lib/storage/history-preview.ts),
 * once the page is idle: a copy of about a hundred elements, off the frames that show them.
 */
function useSaveFirstPage(titleId: string, section: RefObject<HTMLElement | null>): () => void {
  const { i18n } = useTranslation();
  return useCallback(() => {
    const save = () => {
      if (section.current?.isConnected) savePreview(titleId, Array.from(section.current.querySelectorAll(FIRST_PAGE_PARTS)), i18n.language);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(save, { timeout: 2000 });
    else setTimeout(save, 200);
  }, [titleId, section, i18n.language]);
}
