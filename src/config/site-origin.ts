/**
 * The site's origin as VITE_SITE_URL gives it (build/env.ts checks it is an origin): trimmed,
 * without a trailing slash, empty when unset. The one place it is normalised: the app
 * (./env.ts) and the build (sitemap, robots.txt, index.html) read it through this.
 */
export const siteOrigin = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '');
