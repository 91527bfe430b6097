import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SOCIAL_LINKS } from '@/config/constants';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { paths } from '@/config/routes';
import { ConsentPreferencesButton } from '@/features/consent';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="brand-name">{t('brand.name')}</p>
          <p>{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.products')}>
          <h2 className="footer-title">{t('footer.products')}</h2>
          <ul>
            <li><Link to={paths.whatsappBot}>{t('nav.whatsappBot')}</Link></li>
            <li><Link to={paths.discordBot}>{t('nav.discordBot')}</Link></li>
            <li><Link to={paths.agency}>{t('nav.agency')}</Link></li>
            <li><Link to={paths.plans}>{t('nav.plans')}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2 className="footer-title">{t('footer.company')}</h2>
          <ul>
            <li><Link to={paths.blog}>{t('nav.blog')}</Link></li>
            <li><Link to={paths.clientArea}>{t('nav.clientArea')}</Link></li>
            <li>
              <a href={whatsappChatUrl(t('contact.defaultMessage'))} target="_blank" rel="noopener noreferrer">
                {t('footer.whatsapp')}
                <span className="visually-hidden"> {t('contact.newTab')}</span>
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.social')}>
          <h2 className="footer-title">{t('footer.social')}</h2>
          <ul>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.id}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> {t('contact.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.rights', { year })}</p>
        <p>{t('footer.madeIn')}</p>
        <ConsentPreferencesButton />
      </div>
    </footer>
  );
}
