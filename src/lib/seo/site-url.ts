import { env } from '@/config/env';

/** The link-preview image of pages that name none. */
export const DEFAULT_OG_IMAGE = '/og-image.png';

/**
 * An absolute URL on the site (VITE_SITE_URL), or root-relative when no site
 * URL is configured. Pure: rendered markup (JSON-LD) is the same at build time
 * and in the browser. Apart from lib/seo so that JSON-LD blocks do not bring
 * the head code into every first visit.
 */
export const absoluteUrl = (path: string, origin: string = env.siteUrl) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? path : `/${path}`}`;
