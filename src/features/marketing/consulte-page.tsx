import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { WhatsAppLink } from './whatsapp-link';
import './marketing.css';

/** /consulte: the order lookup is not built yet (noindex); point to where orders can be followed today. */
export function ConsultePage() {
  const { t } = useTranslation();
  return (
    <section className="section landing-consulte" aria-labelledby="consulte-title">
      <div className="container">
        <p className="eyebrow">{t('consulte.eyebrow')}</p>
        <h1 id="consulte-title">{t('consulte.title')}</h1>
        <p className="lead">{t('consulte.lead')}</p>
        <p>{t('consulte.meanwhile')}</p>
        <div className="grid grid-2">
          <div className="card">
            <h2>{t('consulte.clientAreaTitle')}</h2>
            <p>{t('consulte.clientAreaText')}</p>
            <Link to={paths.clientArea} className="btn btn-primary">
              {t('consulte.clientAreaLink')}
            </Link>
          </div>
          <div className="card">
            <h2>{t('consulte.whatsappTitle')}</h2>
            <p>{t('consulte.whatsappText')}</p>
            <WhatsAppLink message={t('consulte.whatsappMessage')} cta="consulte_contact" className="btn btn-whatsapp">
              {t('consulte.whatsappLink')}
            </WhatsAppLink>
          </div>
        </div>
      </div>
    </section>
  );
}
