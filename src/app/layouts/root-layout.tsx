import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { isDemoMode } from '@/config/env';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { FloatingContact } from './floating-contact';
import { DemoBadge } from './demo-badge';
import { ProfileErrorBanner } from './profile-error-banner';
import { useRouteMeta } from './use-route-meta';
import { RouteSeo } from './route-seo';
import { SeoProvider } from '@/lib/page-seo';

export function RootLayout() {
  const meta = useRouteMeta();
  return (
    <SeoProvider>
      <RouteSeo />
      <SiteHeader theme={meta?.navTheme ?? 'light'} />
      <ProfileErrorBanner />
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {meta?.access !== 'private' && <FloatingContact />}
      {isDemoMode && <DemoBadge />}
      <ScrollRestoration />
    </SeoProvider>
  );
}
