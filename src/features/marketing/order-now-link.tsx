import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REQUESTER_ANCHOR } from '@/config/routes';
import { track } from '@/lib/analytics/analytics';

/**
 * /agency's "Pedir agora": a real in-page link to the service requester, so it
 * works in the prerendered page before the app is live (the browser jumps to
 * the section, and the requester sees the #fragment when the app starts).
 * Once live, the click becomes a router navigation to the same fragment: the
 * requester then scrolls into view, loads its order form and takes the focus
 * (use-arrival-scroll.ts), every time it is clicked.
 */
export function OrderNowLink({ className, children }: { className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const target = `#${REQUESTER_ANCHOR}`;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    track('cta_click', { cta: 'agency_order_now' });
    // A new tab or window is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // A click from the requester's own fragment replaces the entry instead of stacking copies of it.
    navigate({ search, hash: target }, { replace: hash === target });
  }

  return (
    <a className={className} href={target} onClick={onClick}>
      {children}
    </a>
  );
}
