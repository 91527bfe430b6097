/**
 * The document head of a page: title, description, canonical URL, robots,
 * hreflang alternates, Open Graph and Twitter card tags. One list of tags
 * serves both the build (written into each prerendered page's HTML) and the
 * browser (applied on every navigation by app/layouts/route-seo.tsx); nothing
 * else touches <head>.
 */
import { env } from '@/config/env';
import { absoluteUrl, DEFAULT_OG_IMAGE } from './site-url';

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL (an alias points to its main path). */
  canonicalPath: string;
  noindex: boolean;
  /** The language the page is written in. */
  language: string;
  /**
   * The language its address names (`?lng=en-US` for English, none for Portuguese), when it differs
   * from the page's: a page shown in English at a Portuguese address names that address canonical.
   */
  addressLanguage?: string;
  ogType?: 'website' | 'article';
  /** Absolute or root-relative image for link previews. */
  image?: string;
}

type HeadTag =
  | { tag: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { tag: 'link'; rel: string; href: string; hreflang?: string };

/**
 * One URL per page and language: Portuguese by default, English with ?lng=en-US (a document of
 * its own, served by the host in that language). Each language's page names itself as canonical.
 */
function pageUrls(seo: PageSeo, origin: string) {
  const portuguese = absoluteUrl(seo.canonicalPath, origin);
  const english = `${portuguese}${portuguese.includes('?') ? '&' : '?'}lng=en-US`;
  return { portuguese, english, canonical: (seo.addressLanguage ?? seo.language) === 'en-US' ? english : portuguese };
}

/** Every head tag of a page (title excepted), in a stable order. */
function headTags(seo: PageSeo, origin: string = env.siteUrl): HeadTag[] {
  const { portuguese, english, canonical } = pageUrls(seo, origin);
  const image = absoluteUrl(seo.image ?? DEFAULT_OG_IMAGE, origin);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', key, name, content });
  return [
    meta('name', 'description', seo.description),
    meta('name', 'robots', seo.noindex ? 'noindex, nofollow' : 'index, follow'),
    { tag: 'link', rel: 'canonical', href: canonical },
    ...(seo.noindex
      ? []
      : ([
          { tag: 'link', rel: 'alternate', hreflang: 'pt-BR', href: portuguese },
          { tag: 'link', rel: 'alternate', hreflang: 'en-US', href: english },
          { tag: 'link', rel: 'alternate', hreflang: 'x-default', href: portuguese },
        ] as HeadTag[])),
    meta('property', 'og:type', seo.ogType ?? 'website'),
    meta('property', 'og:site_name', 'IAgência'),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', seo.language.replace('-', '_')),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', image),
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page itself as schema.org data (WebPage), so every page carries JSON-LD
 * in its HTML; the screens add what their content supports (Organization,
 * FAQPage, Product, BlogPosting). Escaped for a <script> data block.
 */
function pageJsonLd(seo: PageSeo, origin: string = env.siteUrl): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: seo.title,
    description: seo.description,
    url: pageUrls(seo, origin).canonical,
    inLanguage: seo.language,
    isPartOf: { '@type': 'WebSite', name: 'IAgência', url: absoluteUrl('/', origin) },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const PAGE_JSON_LD_ID = 'page-json-ld';

/** The head as HTML, for a prerendered page. */
export function headHtml(seo: PageSeo, origin?: string): string {
  const tags = headTags(seo, origin).map((tag) =>
    tag.tag === 'meta'
      ? `<meta ${tag.key}="${tag.name}" content="${escapeHtml(tag.content)}" />`
      : `<link rel="${tag.rel}"${tag.hreflang ? ` hreflang="${tag.hreflang}"` : ''} href="${escapeHtml(tag.href)}" />`,
  );
  const jsonLd = `<script type="application/ld+json" id="${PAGE_JSON_LD_ID}">${pageJsonLd(seo, origin)}</script>`;
  return [`<title>${escapeHtml(seo.title)}</title>`, ...tags, jsonLd].join('\n    ');
}

/** Applies the head in the browser (origin: the site URL, else this page's own). */
export function applySeo(seo: PageSeo): void {
  document.title = seo.title;
  const tags = headTags(seo, env.siteUrl || window.location.origin);
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((element) => element.remove());
  // The prerendered page's WebPage data describes the page shown now, not the one first loaded.
  const jsonLd = document.getElementById(PAGE_JSON_LD_ID);
  if (jsonLd) jsonLd.textContent = pageJsonLd(seo, env.siteUrl || window.location.origin);
  for (const tag of tags) {
    if (tag.tag === 'meta') {
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${tag.key}="${tag.name}"]`);
      if (!element) {
        element = document.createElement('meta');
        element.setAttribute(tag.key, tag.name);
        document.head.appendChild(element);
      }
      element.setAttribute('content', tag.content);
    } else if (tag.hreflang) {
      const element = document.createElement('link');
      element.setAttribute('rel', tag.rel);
      element.setAttribute('hreflang', tag.hreflang);
      element.setAttribute('href', tag.href);
      document.head.appendChild(element);
    } else {
      let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${tag.rel}"]:not([hreflang])`);
      if (!element) {
        element = document.createElement('link');
        element.setAttribute('rel', tag.rel);
        document.head.appendChild(element);
      }
      element.setAttribute('href', tag.href);
    }
  }
}
