import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/i18n';
import { App, createAppRouter } from '@/app/app';
import '@/styles/global.css';

async function start() {
  // The screen's chunk, the translations and the demo backend load in parallel;
  // the demo backend must be listening before the first API call (the profile check at render).
  const router = createAppRouter();
  // Tested inline (not through isDemoMode) so the bundler drops the demo backend from production builds.
  const demo = import.meta.env.VITE_DEMO === '1' ? import('@/mocks/start-demo').then(({ startDemoBackend }) => startDemoBackend()) : null;
  await Promise.all([initI18n(), demo]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
