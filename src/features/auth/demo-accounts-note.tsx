import { useTranslation } from 'react-i18next';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';

const ACCOUNTS = [
  { ...DEMO_ACCOUNTS.payPerService, key: 'payPerService' },
  { ...DEMO_ACCOUNTS.proPlan, key: 'proPlan' },
] as const;

/** Demo mode only (loaded lazily, so production bundles never carry the credentials). */
export function DemoAccountsNote({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth');
  return (
    <aside className="login-demo" aria-labelledby="login-demo-title">
      <h2 id="login-demo-title" className="login-demo-title">
        {t('demo.title')}
      </h2>
      <p>{t('demo.intro')}</p>
      <ul className="login-demo-list">
        {ACCOUNTS.map((account) => (
          <li key={account.key}>
            <p className="login-demo-credentials">
              <span>{account.email}</span>
              <span>
                {t('demo.password')}: <code>{account.password}</code>
              </span>
            </p>
            <p className="login-demo-what">{t(`demo.accounts.${account.key}`)}</p>
            <button
              type="button"
              className="btn btn-small btn-outline"
              aria-label={`${t('demo.use')} ${account.email}`}
              onClick={() => onUse(account.email, account.password)}
            >
              {t('demo.use')}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
