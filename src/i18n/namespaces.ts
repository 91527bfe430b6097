/** Translation namespaces: `common` plus one per product area (files in locales/<lng>/<ns>.json). */
export const NAMESPACES = [
  'common',
  'seo',
  'marketing',
  'landing-whatsapp',
  'landing-discord',
  'landing-agency',
  'blog',
  'plans',
  'auth',
  'automation',
  'payments',
  'service-wizard',
  'service-names',
  'client-area',
  'demo',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
