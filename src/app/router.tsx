import { createElement, use } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isDemoMode } from '@/config/env';
import { initI18n, loadNamespaces } from '@/i18n';
import { paths } from '@/config/routes';
import { routeTable, type RouteMeta, type Screen } from './route-table';
import { preloadScreen } from './screen-preload';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './layouts/route-error';

type ScreenModule = { default: React.ComponentType };

const missingScreen = (): Promise<ScreenModule> => Promise.reject(new Error('This screen exists only in demo mode.'));

// Literal import() calls, one per screen, so Vite emits one chunk per screen.
const screens: Record<Screen, () => Promise<ScreenModule>> = {
  landing: () => import('./routes/landing'),
  'discord-bot': () => import('./routes/discord-bot'),
  agency: () => import('./routes/agency'),
  'agency-old': () => import('./routes/agency-old'),
  signup: () => import('./routes/signup'),
  login: () => import('./routes/login'),
  dashboard: () => import('./routes/dashboard'),
  plans: () => import('./routes/plans'),
  automation: () => import('./routes/automation'),
  'automation-success': () => import('./routes/automation-success'),
  'client-area': () => import('./routes/client-area'),
  receipt: () => import('./routes/receipt'),
  'payment-success': () => import('./routes/payment-success'),
  'payment-pending': () => import('./routes/payment-pending'),
  'payment-failure': () => import('./routes/payment-failure'),
  blog: () => import('./routes/blog'),
  'blog-article': () => import('./routes/blog-article'),
  'bot-creation': () => import('./routes/bot-creation'),
  consulte: () => import('./routes/consulte'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  'forgot-password': () => import('./routes/forgot-password'),
  // Tested inline (not through isDemoMode) so the bundler drops these chunks from production builds.
  'demo-checkout': import.meta.env.VITE_DEMO === '1' ? () => import('./routes/demo-checkout') : missingScreen,
  'demo-google-login': import.meta.env.VITE_DEMO === '1' ? () => import('./routes/demo-google-login') : missingScreen,
};

/**
 * Each screen's load, started once; a failed one is forgotten, so the next visit tries again. A finished load says
 * so on the promise itself (`status`, `value`, as React records it on a promise it has waited for): React's `use`
 * then reads the screen at once, without suspending, as hydration needs (main.tsx loads the screen first).
 */
const screenLoads = new Map<Screen, ScreenLoad>();

type ScreenLoad = Promise<React.ComponentType>;

/** Loads a screen's code and its translations together, so it renders without a second spinner. */
export function loadScreen(meta: RouteMeta): ScreenLoad {
  let load = screenLoads.get(meta.screen);
  if (!load) {
    preloadScreen(meta.screen);
    const translations = initI18n().then(() => loadNamespaces(meta.ns));
    const loading: ScreenLoad = Promise.all([screens[meta.screen](), translations]).then(([module]) => module.default);
    loading.then(
      (component) => Object.assign(loading, { status: 'fulfilled', value: component }),
      () => screenLoads.delete(meta.screen),
    );
    screenLoads.set(meta.screen, (load = loading));
  }
  return load;
}

/**
 * A route's screen. Until its code is in, it suspends and the layout shows its spinner in the page's place; a failed
 * load reaches the layout's error boundary.
 */
function ScreenRoute({ meta }: { meta: RouteMeta }) {
  // One component per screen for the page's life (the module's default export): React keeps its state across renders.
  return createElement(use(loadScreen(meta)));
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
  return <RouteErrorBoundary pathname={pathname}>{page}</RouteErrorBoundary>;
}
