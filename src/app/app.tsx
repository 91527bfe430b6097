import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { AppRoutes } from './router';
import { LiveSignalProvider } from './live-signal';

/** `onLive`: called once the first page is on screen and interactive (hydrated or rendered). */
export function App({ onLive }: { onLive?: () => void }) {
  return (
    <AuthProvider>
      <LiveSignalProvider value={onLive}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </LiveSignalProvider>
    </AuthProvider>
  );
}
