import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { AfterLoginPhase } from './use-after-login';

interface AfterLoginPanelProps {
  phase: AfterLoginPhase;
  error: string | null;
  onRetry: () => void;
  onSkip: () => void;
}

/** What /login shows once the visitor is in: the way on, or why the plan payment did not start. */
export function AfterLoginPanel({ phase, error, onRetry, onSkip }: AfterLoginPanelProps) {
  const { t } = useTranslation('auth');
  if (phase === 'error') {
    return (
      <div className="login-card card">
        <h1>{t('afterLogin.errorTitle')}</h1>
        <Alert>{error}</Alert>
        <p>{t('afterLogin.errorHelp')}</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('afterLogin.retry')}
          </button>
          <button type="button" className="btn btn-outline" onClick={onSkip}>
            {t('afterLogin.skip')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="login-card card">
      <h1>{t('afterLogin.title')}</h1>
      <PageSpinner label={phase === 'payment' ? t('afterLogin.payment') : t('afterLogin.working')} />
    </div>
  );
}
