/**
 * The route table as React Router's declarative routes (`useRoutes`), each screen its own lazy chunk loaded with its
 * translations. A map of loaded screens renders a screen whose code is in at once, so the page loaded before hydrating
 * (main.tsx) never suspends: what the data router's `lazy` routes would do, without its data layer on every first
 * visit (docs/routing-and-loading.md#why-not-the-data-router).
 */
import { createElement, use, useEffect } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isDemoMode } from '@/config/env';
import { initI18n, loadNamespaces } from '@/i18n';
import { paths } from '@/config/routes';
import { withRetries } from '@/lib/retry/with-retries';
import type { EarlyRequest } from '@/config/early-requests';
import { routeTable, type RouteMeta, type Screen } from './route-table';
import { preloadScreen } from './screen-preload';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './layouts/route-error';
import { PageLive } from './live-signal';

type ScreenModule = { default: React.ComponentType };

/** One lazy chunk per screen file, src/app/routes/<screen>.tsx (the route table names them). */
const screenFiles: Record<string, () => Promise<ScreenModule>> = {
  ...import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/demo-*.tsx']),
  // Read here, not through src/config/env.ts: the bundler must see the test to leave the demo screens out of
  // production builds.
  ...(import.meta.env.VITE_DEMO === '1' ? import.meta.glob<ScreenModule>('./routes/demo-*.tsx') : {}),
};

function importScreen(screen: Screen): Promise<ScreenModule> {
  const load = screenFiles[`./routes/${screen}.tsx`];
  return load ? load() : Promise.reject(new Error(`No screen file src/app/routes/${screen}.tsx`));
}

/**
 * Each screen's load, started once, its download retried a few times (withRetries). A failed load is kept until the
 * visitor moves to another address: rendering again (React retries a suspended render) then gets the same failure,
 * which the layout's error page shows, instead of asking the server for the file again on every render.
 */
const screenLoads = new Map<Screen, Promise<React.ComponentType>>();
const failedScreens = new Set<Screen>();
/** The screens whose code is in: rendered at once, as hydration needs (main.tsx loads the current one first). */
const loadedScreens = new Map<Screen, React.ComponentType>();

/** Loads a screen's code and its translations together, so it renders without a second spinner. */
export function loadScreen(meta: RouteMeta): Promise<React.ComponentType> {
  let load = screenLoads.get(meta.screen);
  if (!load) {
    preloadScreen(meta.screen);
    const translations = initI18n().then(() => loadNamespaces(meta.ns));
    load = Promise.all([withRetries(() => importScreen(meta.screen)), translations]).then(([module]) => {
      loadedScreens.set(meta.screen, module.default);
      return module.default;
    });
    load.catch(() => failedScreens.add(meta.screen));
    screenLoads.set(meta.screen, load);
  }
  return load;
}

/** After a move: a screen that could not be loaded is asked for again the next time it is shown. */
function forgetFailedScreens(): void {
  for (const screen of failedScreens) screenLoads.delete(screen);
  failedScreens.clear();
}

/** What the page at the address asks the API for as it starts, for a logged-in visitor (RouteMeta.early). */
export function currentEarlyRequests(location: Pick<Location, 'pathname'> = window.location): readonly EarlyRequest[] {
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) => (route.handle as RouteMeta | undefined)?.early ?? []);
}

/**
 * Loads the screen the address names (and an article's body) before the first render, so it matches the markup.
 * Rejects when the screen could not be downloaded (main.tsx then says so); an article's body that could not be is
 * left to the article, which says so and offers to try again.
 */
export async function loadCurrentScreen(location: Pick<Location, 'pathname'> = window.location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const meta = route.handle as RouteMeta | undefined;
      if (!meta) return;
      await loadScreen(meta);
      // From the blog's own chunk (the screen just loaded it): other pages' first visit does not carry the article loaders.
      if (meta.screen === 'blog-article' && params.slug) {
        const slug = params.slug;
        await import('@/features/blog').then(({ loadArticleBodies }) => loadArticleBodies(slug)).catch(() => undefined);
      }
    }),
  );
}

/**
 * A route's screen. Until its code is in, it suspends and the layout shows its spinner in the page's place; a failed
 * load reaches the layout's error boundary.
 */
function ScreenRoute({ meta }: { meta: RouteMeta }) {
  // One component per screen for the page's life (the module's default export): React keeps its state across renders.
  const screen = createElement(loadedScreens.get(meta.screen) ?? use(loadScreen(meta)));
  return (
    <>
      {screen}
      {/* After the screen: live once a page (not a redirect, not the spinner) has committed. */}
      <PageLive />
    </>
  );
}

/** The route table as the router matches it: each route carries its RouteMeta as its `handle`. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...routeTable
        .filter((meta) => !meta.demoOnly || isDemoMode)
        .map<RouteObject>((meta) => ({ path: meta.path, handle: meta, element: <ScreenRoute meta={meta} /> })),
      { path: '*', element: <Navigate to={paths.home} replace state={{ notFound: true }} /> },
    ],
  },
];

/** The page the address names, inside the root layout (and an error page should the layout itself fail). */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  useEffect(forgetFailedScreens, [pathname]);
  return <RouteErrorBoundary pathname={pathname}>{page}</RouteErrorBoundary>;
}
