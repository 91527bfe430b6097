import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '@/config/brand';
import { env, socialLinks } from '@/config/env';
import { paths } from '@/config/routes';
import { isAnalyticsConfigured } from '@/lib/analytics/analytics';
import { formatCnpj } from '@/lib/format/format';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import { ConsentPreferencesButton } from '@/features/consent';
import { NewTabLink } from '@/components/ui/new-tab-link';
import './site-footer.css';

/** Who runs the site (Decreto 7.962/2013): each part only when configured, never a placeholder. */
function CompanyIdentity() {
  const { t } = useTranslation();
  const { legalName, cnpj, address, email } = env.company;
  const parts = [
    legalName || BRAND_NAME,
    cnpj && t('footer.cnpj', { cnpj: formatCnpj(cnpj) }),
    address,
  ].filter(Boolean);
  return (
    <address className="footer-identity">
      {parts.join(' · ')}
      {email && (
        <>
          {' · '}
          <a href={`mailto:${email}`}>{email}</a>
        </>
      )}
    </address>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const chatUrl = whatsappChatUrl(t('contact.defaultMessage'));
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="brand-name">{t('brand.name')}</p>
          <p>{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.products')}>
          <h2 className="footer-title">{t('footer.products')}</h2>
          <ul className="plain-list">
            <li><Link to={paths.whatsappBot}>{t('nav.whatsappBot')}</Link></li>
            <li><Link to={paths.discordBot}>{t('nav.discordBot')}</Link></li>
            <li><Link to={paths.agency}>{t('nav.agency')}</Link></li>
            <li><Link to={paths.plans}>{t('nav.plans')}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2 className="footer-title">{t('footer.company')}</h2>
          <ul className="plain-list">
            <li><Link to={paths.blog}>{t('nav.blog')}</Link></li>
            <li><Link to={paths.clientArea}>{t('nav.clientArea')}</Link></li>
            {chatUrl && (
              <li>
                <NewTabLink href={chatUrl}>{t('footer.whatsapp')}</NewTabLink>
              </li>
            )}
            {socialLinks().map((link) => (
              <li key={link.id}>
                <NewTabLink href={link.href}>{link.label}</NewTabLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2 className="footer-title">{t('footer.legal')}</h2>
          <ul className="plain-list">
            <li><Link to={paths.privacy}>{t('footer.privacy')}</Link></li>
            <li><Link to={paths.terms}>{t('footer.terms')}</Link></li>
            {isAnalyticsConfigured() && (
              <li>
                <ConsentPreferencesButton />
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <CompanyIdentity />
        <p>{t('footer.rights', { year })}</p>
        <p>{t('footer.madeIn')}</p>
      </div>
    </footer>
  );
}
