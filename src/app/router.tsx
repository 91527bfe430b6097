import { Navigate, type RouteObject } from 'react-router-dom';
import { isDemoMode } from '@/config/env';
import { initI18n, loadNamespaces } from '@/i18n';
import { paths } from '@/config/routes';
import { routeTable, type RouteMeta, type Screen } from './route-table';
import { preloadScreen } from './screen-preload';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { PageSpinner } from '@/components/ui/page-spinner';

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

/** Loads a screen's code and its translations together, so it renders without a second spinner. */
async function loadScreen(meta: RouteMeta) {
  preloadScreen(meta.screen);
  const translations = initI18n().then(() => loadNamespaces(meta.ns));
  const [module] = await Promise.all([screens[meta.screen](), translations]);
  return { Component: module.default };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // A screen that crashes keeps the navigation and footer around its error.
        errorElement: <RouteError />,
        children: [
          ...routeTable
            .filter((meta) => !meta.demoOnly || isDemoMode)
            .map<RouteObject>((meta) => ({ path: meta.path, handle: meta, lazy: () => loadScreen(meta) })),
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
];
