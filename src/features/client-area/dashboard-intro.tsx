import { useTranslation } from 'react-i18next';
import { useAuth } from '@/domain/session';
import './client-area.css';

const BENEFITS = ['speed', 'quality', 'history', 'support'] as const;

/** The dashboard's heading and what the customer gets from it. */
export function DashboardIntro() {
  const { t } = useTranslation('client-area');
  const { user } = useAuth();
  return (
    <section className="container section dashboard-intro" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <p className="lead">{user?.email ? t('dashboard.greeting', { email: user.email }) : t('dashboard.lead')}</p>
      <ul className="grid grid-4 dashboard-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="card">
            <h2 className="dashboard-benefit-title">{t(`dashboard.benefits.${benefit}.title`)}</h2>
            <p>{t(`dashboard.benefits.${benefit}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
