import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type NewTabLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; children: ReactNode };

/**
 * A link that opens another site (or a page to keep beside this one) in a new tab: no access to this page from
 * there (`noopener noreferrer`), and the new tab said out loud to screen readers, in the page's language.
 */
export function NewTabLink({ children, ...link }: NewTabLinkProps) {
  const { t } = useTranslation('common');
  return (
    <a {...link} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('contact.newTab')}</span>
    </a>
  );
}
