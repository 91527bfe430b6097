import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { routes } from './router';
import { rememberScrollPositions } from './scroll-memory';
import { LiveSignalProvider } from './live-signal';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Creating the router starts loading the current screen's chunk at once. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  rememberScrollPositions(router);
  return router;
}

/** `onLive`: called once the first page is on screen and interactive (hydrated or rendered). */
export function App({ router, onLive }: { router: AppRouter; onLive?: () => void }) {
  return (
    <AuthProvider>
      <LiveSignalProvider value={onLive}>
        <RouterProvider router={router} />
      </LiveSignalProvider>
    </AuthProvider>
  );
}
