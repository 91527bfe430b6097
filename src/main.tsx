import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isDemoMode } from '@/config/env';
import { initI18n } from '@/i18n';
import { App, createAppRouter } from '@/app/app';
import '@/styles/global.css';

async function start() {
  // The screen's chunk, the translations and the demo backend load in parallel;
  // the demo backend must be listening before the first API call (the profile check at render).
  const router = createAppRouter();
  const demo = isDemoMode ? import('@/mocks/start-demo').then(({ startDemoBackend }) => startDemoBackend()) : null;
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
