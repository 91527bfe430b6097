import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { routes } from './router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Creating the router starts loading the current screen's chunk at once. */
export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

export function App({ router }: { router: AppRouter }) {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
