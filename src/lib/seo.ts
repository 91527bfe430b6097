/**
 * Writes the document head for the current page: title, description,
 * canonical URL, robots, Open Graph and Twitter card tags. The layout calls it
 * on every navigation (see app/layouts/route-seo.tsx); nothing else touches <head>.
 */
import { env } from '@/config/env';

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL (an alias points to its main path). */
  canonicalPath: string;
  noindex: boolean;
  language: string;
  ogType?: 'website' | 'article';
  /** Absolute or root-relative image for link previews. */
  image?: string;
}

export const DEFAULT_OG_IMAGE = '/og-image.png';

const siteOrigin = () => env.siteUrl || (typeof window === 'undefined' ? '' : window.location.origin);
export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`);

function upsertMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function upsertLink(rel: string, href: string) {
  let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!element) {
    element = document.createElement('link');
    element.setAttribute('rel', rel);
    document.head.appendChild(element);
  }
  element.setAttribute('href', href);
}

export function applySeo(seo: PageSeo): void {
  const canonical = absoluteUrl(seo.canonicalPath);
  const image = absoluteUrl(seo.image ?? DEFAULT_OG_IMAGE);
  document.title = seo.title;
  upsertMeta('name', 'description', seo.description);
  upsertMeta('name', 'robots', seo.noindex ? 'noindex, nofollow' : 'index, follow');
  upsertLink('canonical', canonical);
  upsertMeta('property', 'og:type', seo.ogType ?? 'website');
  upsertMeta('property', 'og:site_name', 'IAgência');
  upsertMeta('property', 'og:title', seo.title);
  upsertMeta('property', 'og:description', seo.description);
  upsertMeta('property', 'og:url', canonical);
  upsertMeta('property', 'og:image', image);
  upsertMeta('property', 'og:locale', seo.language.replace('-', '_'));
  upsertMeta('name', 'twitter:card', 'summary_large_image');
  upsertMeta('name', 'twitter:title', seo.title);
  upsertMeta('name', 'twitter:description', seo.description);
  upsertMeta('name', 'twitter:image', image);
}
