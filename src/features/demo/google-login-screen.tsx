import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { errorText, toApiError } from '@/lib/http/api-error';
import { browserLocation } from '@/lib/links/safe-redirect';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';
import { demoGoogleLogin } from './api';
import './demo.css';
import { paths, query } from '@/config/routes';

/** Stands in for Google's consent screen: picks a demo account and returns to /login?token=... */
export function DemoGoogleLoginScreen() {
  const { t } = useTranslation('demo');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(email: string) {
    setBusy(true);
    setError(null);
    try {
      const { access_token } = await demoGoogleLogin(email);
      browserLocation.assign(`${paths.login}?${new URLSearchParams({ [query.token]: access_token })}`);
    } catch (raw) {
      setError(errorText(toApiError(raw), t('google.error')));
      setBusy(false);
    }
  }

  return (
    <section className="container section demo-checkout">
      <div className="card demo-checkout-card">
        <p className="eyebrow">{t('google.eyebrow')}</p>
        <h1>{t('google.title')}</h1>
        <Alert tone="info">{t('google.notice')}</Alert>
        {error && <Alert>{error}</Alert>}
        <ul className="plain-list">
          {Object.values(DEMO_ACCOUNTS).map((account) => (
            <li key={account.email}>
              <button type="button" className="btn btn-outline btn-block" disabled={busy} onClick={() => void choose(account.email)}>
                {account.email}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
