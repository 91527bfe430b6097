import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@/config/plans';

const POINTS = ['orders', 'subscriptions', 'history'] as const;

/** Why an account is worth it, beside the form (below it on phones). */
export function LoginAside() {
  const { t } = useTranslation('auth');
  return (
    <aside className="login-aside" aria-labelledby="login-aside-title">
      <h2 id="login-aside-title">{t('aside.title')}</h2>
      <ul className="point-list">
        {POINTS.map((point) => (
          <li key={point}>{t(`aside.points.${point}`)}</li>
        ))}
      </ul>
      <p className="login-aside-trial">{t('aside.trial', { days: TRIAL_DAYS })}</p>
    </aside>
  );
}
