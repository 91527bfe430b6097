import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@/domain/session';
import { AppRoutes } from './router';

export function App() {
  return (
    <AuthProvider>
      {/* A move shows the next page at once, or its spinner while its screen downloads, never the previous page
          under the new address (a transition would keep it on screen, still answering taps, until the screen is in). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AuthProvider>
  );
}
