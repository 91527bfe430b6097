import { useTranslation } from 'react-i18next';

/** A centred spinner with its text announced politely ('Carregando...' by default). */
export function PageSpinner({ label }: { label?: string }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const text = label ?? (ready ? t('status.loading') : '');
  return (
    <div className="page-status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text && <p>{text}</p>}
    </div>
  );
}

export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return <span className={`spinner spinner-${size}`} aria-hidden="true" />;
}
