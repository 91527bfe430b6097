import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { AppRoutes } from './router';
import { LiveSignalProvider } from './live-signal';

/** `onLive`: called once the first page is on screen and interactive (hydrated or rendered). */
export function App({ onLive }: { onLive?: () => void }) {
  return (
    <AuthProvider>
      <LiveSignalProvider value={onLive}>
        {/* A move shows the next page at once, or its spinner while its screen downloads, never the previous page
            under the new address (a transition would keep it on screen, still answering taps, until the screen is in). */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </LiveSignalProvider>
    </AuthProvider>
  );
}
