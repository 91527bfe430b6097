import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REQUESTER_STATE, paths } from '@/config/routes';
import { loginRoute } from '@/domain/session';
import { BotsSection } from './bots-section';
import { ClientHistory } from './client-history';
import { MyDataSection } from './my-data-section';
import { ClientAreaShell } from './private-shell';
import { useClientData } from './use-client-data';
import { UserCard } from './user-card';
import './client-area.css';

/** Área do Cliente (docs/product/services.md#client-area): the customer's card, the history of services and "Meus dados" (LGPD). */
export function ClientAreaScreen() {
  const { t } = useTranslation('client-area');
  const data = useClientData();
  // The shell's layout, saying 'Carregando...': a returning customer's rows drawn before the app stay in their place.
  if (!data.error && data.isLoading) return <ClientAreaShell loading={t('loading')} />;
  return (
    <div className="container section client-area">
      <h1>{t('title')}</h1>
      {data.error ? (
        <div className="client-error" role="alert">
          <p>{t('error')}</p>
          <div className="button-row">
            <Link className="btn btn-primary" {...loginRoute(paths.clientArea)}>
              {t('loginAgain')}
            </Link>
            <button type="button" className="btn btn-outline" onClick={data.reload}>
              {t('retry')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="lead">{t('lead')}</p>
          <UserCard user={data.user} subscription={data.subscription} history={data.history ?? []} />
          <BotsSection />
          <ClientHistory items={data.history ?? []} freshness={data.freshness} />
          {data.user && <MyDataSection user={data.user} subscription={data.subscription} history={data.history ?? []} />}
          <p>
            <Link to={paths.agency} state={REQUESTER_STATE}>
              {t('newOrder')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
