import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { FloatingContact } from './floating-contact';
import { AccountNotices } from './account-notices';
import { NotFoundNotice } from './not-found-notice';
import { useRouteMeta } from './use-route-meta';
import { useScrollPlacement } from '../scroll-memory';
import { RouteSeo } from './route-seo';
import { RouteErrorBoundary } from './route-error';
import { SeoProvider } from '@/lib/seo/page-seo';
import { trackPageView } from '@/lib/analytics/analytics';
import { captureUtm } from '@/lib/links/utm';
import { ConsentManager } from '@/features/consent';

export function RootLayout() {
  useScrollPlacement();
  const meta = useRouteMeta();
  const { pathname, search } = useLocation();
  // Whatever URL the visitor lands on, its campaign is kept for the lead forms.
  useEffect(() => captureUtm(search), [search]);
  // One page view per address; the trackers (if consented) see it without private query values.
  useEffect(() => trackPageView(`${window.location.origin}${pathname}${search}`), [pathname, search]);
  return (
    <SeoProvider>
      <RouteSeo />
      <SiteHeader theme={meta?.navTheme ?? 'light'} />
      <AccountNotices />
      <NotFoundNotice />
      <ConsentManager />
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          {/* A screen that crashes keeps the navigation and footer around its error. */}
          <RouteErrorBoundary pathname={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </main>
      <SiteFooter />
      {meta?.access !== 'private' && <FloatingContact />}
    </SeoProvider>
  );
}
