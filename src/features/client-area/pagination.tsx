import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}

/** 'Anterior' / 'Página X de Y' / 'Próxima', shown only when there is more than one page. */
export function Pagination({ page, pageCount, onPage, label }: Props) {
  const { t } = useTranslation('client-area');
  if (pageCount <= 1) return null;
  return (
    <nav className="client-pagination" aria-label={label}>
      <button type="button" className="btn btn-small btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <p aria-live="polite">{t('pagination.page', { page, total: pageCount })}</p>
      <button type="button" className="btn btn-small btn-outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
