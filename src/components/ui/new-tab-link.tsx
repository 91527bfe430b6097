import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type NewTabLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel' | 'aria-label'> & {
  href: string;
  children: ReactNode;
  /**
   * For a link whose content says nothing out loud (an icon): its name, given as `aria-label` with the new
   * tab added, instead of the hidden sentence after the content.
   */
  label?: string;
};

/**
 * A link that opens another site (or a page to keep beside this one) in a new tab: no access to this page from
 * there (`noopener noreferrer`), and the new tab said out loud to screen readers, in the page's language.
 */
export function NewTabLink({ children, label, ...link }: NewTabLinkProps) {
  const { t } = useTranslation('common');
  const newTab = t('contact.newTab');
  return (
    <a {...link} target="_blank" rel="noopener noreferrer" aria-label={label === undefined ? undefined : `${label} ${newTab}`}>
      {children}
      {label === undefined && <span className="visually-hidden"> {newTab}</span>}
    </a>
  );
}
