import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@/domain/session';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { isDemoMode } from '@/config/env';
import { paths } from '@/config/routes';
import { isNavLinkActive } from '../route-table';
import { DemoBadge } from './demo-badge';
import { MENU_ID, useMenuPopover } from './use-menu-popover';
import { useHydrated } from '@/lib/react/use-hydrated';
import './site-header.css';

const NAV_LINKS = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.whatsappBot, label: 'nav.whatsappBot' },
  { to: paths.discordBot, label: 'nav.discordBot' },
  { to: paths.agency, label: 'nav.agency' },
  { to: paths.blog, label: 'nav.blog' },
  { to: paths.plans, label: 'nav.plans' },
] as const;

export function SiteHeader({ theme }: { theme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { status, isAuthenticated, logout } = useAuth();
  // The prerendered page cannot know the visitor's session: the account buttons appear once the page is live.
  const hydrated = useHydrated();
  const knowsSession = hydrated && status !== 'loading';
  // The account buttons' room follows the session once it is known (the head script guessed it from the stored token).
  useEffect(() => {
    if (knowsSession) document.documentElement.toggleAttribute('data-session', isAuthenticated);
  }, [knowsSession, isAuthenticated]);
  const menuRef = useRef<HTMLDivElement>(null);
  const menu = useMenuPopover(menuRef, pathname);

  return (
    <header className={`site-header site-header-${theme}`}>
      <a className="skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <div className="container site-header-inner">
        <Link to={paths.home} className="brand" aria-label={t('brand.home')}>
          <span className="brand-mark" aria-hidden="true">
            IA
          </span>
          <span className="brand-name">{t('brand.name')}</span>
        </Link>
        {isDemoMode && <DemoBadge />}
        {/* A popover: it opens and closes before any script, and the browser says whether it is expanded. */}
        <button type="button" className="nav-toggle" popoverTarget={MENU_ID} aria-label={t('nav.menu')} {...menu.toggle}>
          <span className="nav-toggle-open">
            <MenuIcon />
          </span>
          <span className="nav-toggle-close">
            <CloseIcon />
          </span>
        </button>
        <div id={MENU_ID} ref={menuRef} popover="auto" className={menu.menuClass}>
          <nav aria-label={t('nav.label')}>
            <ul className="nav-links">
              {NAV_LINKS.map((link) => {
                const active = isNavLinkActive(link.to, pathname);
                return (
                  <li key={link.to}>
                    <Link to={link.to} className={`nav-link${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined} onClick={menu.close}>
                      {t(link.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="nav-actions">
            {/* Choosing a language is a choice made, like following a link: the phone menu closes. */}
            <LanguageSwitcher onChoose={menu.close} />
            {/* Sized for the session the page was opened with (html[data-session], set before the first paint): the buttons appear without moving the menu. */}
            <div className="nav-account">
              {status === 'loading' || !hydrated ? (
                // The session is being checked: keep the buttons' room without guessing which ones.
                <span className="nav-account-placeholder" aria-hidden="true" />
              ) : isAuthenticated ? (
                <>
                  <Link to={paths.clientArea} className="btn btn-small btn-ghost" onClick={menu.close}>
                    {t('nav.clientArea')}
                  </Link>
                  <button type="button" className="btn btn-small btn-outline" onClick={logout}>
                    {t('nav.logout')}
                  </button>
                </>
              ) : (
                <Link to={paths.login} className="btn btn-small btn-primary" onClick={menu.close}>
                  {t('nav.login')}
                </Link>
              )}
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
