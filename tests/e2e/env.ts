import { fileURLToPath } from 'node:url';

/**
 * The build the end-to-end tests run against: the embedded demo backend
 * (no VITE_API_URL) with every optional integration configured, so their
 * code paths are exercised. External hosts are intercepted in the browser.
 */
export const E2E_ENV = {
  VITE_DEMO: '1',
  VITE_API_URL: '',
  VITE_WHATSAPP_NUMBER: '5511987654321',
  VITE_MP_PUBLIC_KEY: 'TEST-e2e-public-key',
  VITE_DISCORD_CLIENT_ID: '123456789012345678',
  VITE_GA_ID: 'G-E2ETEST01',
  VITE_META_PIXEL_ID: '1234567890',
  VITE_SITE_URL: 'https://www.iagencia.com.br',
  VITE_COMPANY_LEGAL_NAME: 'IAgência Tecnologia Ltda.',
  VITE_COMPANY_CNPJ: '11.222.333/0001-81',
  VITE_COMPANY_ADDRESS: 'Av. Paulista, 1000, sala 101, São Paulo – SP, 01310-100',
  VITE_COMPANY_EMAIL: 'contato@iagencia.com.br',
  VITE_COMPANY_DPO_NAME: 'Ana Souza',
  VITE_COMPANY_DPO_EMAIL: 'privacidade@iagencia.com.br',
  VITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/iagencia',
} as const;

/**
 * The production build the nginx smoke pass serves (tests/e2e/smoke/): the same
 * integrations, a same-origin API behind nginx's /api/ proxy, no demo.
 */
export const SMOKE_ENV = { ...E2E_ENV, VITE_DEMO: '', VITE_API_URL: '/api', VITE_MP_PUBLIC_KEY: 'TEST-smoke-public-key' } as const;

export const SMOKE_OUT_DIR = fileURLToPath(new URL('../../node_modules/.cache/smoke-dist', import.meta.url));

/** Where the demo build goes (tests/e2e/serve-demo.mjs writes it, bundle-budget.spec.ts reads it). */
export const E2E_OUT_DIR = fileURLToPath(new URL('../../node_modules/.cache/e2e-dist', import.meta.url));
