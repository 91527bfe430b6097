import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/page-spinner';
import { usePrefetchHistory } from '@/domain/orders';
import { drawPreview } from '@/lib/storage/history-preview';
import './client-area.css';

/** A few empty rows, in the space the rows will take. */
const OUTLINE = `<ul class="plain-list client-shell-rows" aria-hidden="true">${'<li></li>'.repeat(5)}</ul>`;

/**
 * A history table's outline: its heading and a few empty rows. For a returning customer, the first page this browser
 * last showed is drawn in their place: by the shell script in a prerendered shell (src/startup/shell.ts), here when the
 * shell renders in the browser. Markup React leaves as it is (set as inner HTML), inert until the page's own table
 * replaces it.
 */
function HistoryOutline({ titleId, title }: { titleId: string; title: string }) {
  const { i18n } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  // The history of the account that last logged in here starts now, while the session is checked (its dates and
  // amounts are written by the history's worker, off this thread).
  usePrefetchHistory();
  useLayoutEffect(() => {
    if (slot.current && !slot.current.querySelector('table')) drawPreview(slot.current, i18n.language);
  }, [i18n.language]);
  return (
    <section className="client-shell-history" aria-labelledby={titleId}>
      <div className="client-history-heading">
        <h2 id={titleId}>{title}</h2>
      </div>
      <div ref={slot} className="client-shell-slot" data-history-copy={titleId} inert dangerouslySetInnerHTML={{ __html: OUTLINE }} />
    </section>
  );
}

/**
 * Said while the session is checked (docs/product/accounts.md#authentication), or `label` while the page's own data
 * loads, in the page's own layout.
 */
function Checking({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="status-line" role="status" aria-live="polite">
      <Spinner size="sm" /> <span>{label ?? t('auth.loading')}</span>
    </p>
  );
}

/**
 * The client area while the session is checked (and, saying 'Carregando...', while its data loads): its heading, the
 * account card's room and the history's outline. The build prerenders it as the page's document, so a returning
 * customer sees the page at once (docs/startup.md).
 */
export function ClientAreaShell({ loading }: { loading?: string }) {
  const { t } = useTranslation('client-area');
  return (
    <div className="container section client-area client-shell" aria-busy="true">
      <h1>{t('title')}</h1>
      <Checking label={loading} />
      <div className="card client-shell-card" aria-hidden="true" />
      <HistoryOutline titleId="client-history-title" title={t('history.title')} />
    </div>
  );
}

/** The dashboard while the session is checked: its heading and the history's outline. */
export function DashboardShell() {
  const { t } = useTranslation('client-area');
  return (
    <div className="container section dashboard-intro client-shell" aria-busy="true">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <Checking />
      <HistoryOutline titleId="dashboard-history-title" title={t('dashboard.historyTitle')} />
    </div>
  );
}
