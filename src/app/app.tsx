import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { routes } from './router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Creating the router starts loading the current screen's chunk at once. */
export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

/** Calls back once the first render (or hydration) is committed: the page is interactive from then on. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

export function App({ router, onLive }: { router: AppRouter; onLive?: () => void }) {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      {onLive ? <Committed onCommit={onLive} /> : null}
    </AuthProvider>
  );
}
