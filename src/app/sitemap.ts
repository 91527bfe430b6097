/**
 * sitemap.xml, built at build time (the sitemap plugin, build/plugins.ts) from the route table and
 * the blog's article index. Plain TypeScript with no aliases: Vite's config
 * imports it before any plugin runs.
 */
import { paths, urls } from '../config/routes.ts';
import type { RouteMeta } from './route-table.ts';

export interface SitemapArticle {
  slug: string;
  /** ISO date. */
  publishedAt: string;
}

export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** Indexable, public, real pages: no demo screens, no parameterised paths, no aliases of a canonical page. */
export function sitemapUrls(routes: readonly RouteMeta[], articles: readonly SitemapArticle[]): SitemapUrl[] {
  const newest = articles.map((article) => article.publishedAt).sort().at(-1);
  const pages = routes
    .filter((route) => route.indexable && !route.demoOnly && !route.canonical && !route.path.includes(':'))
    .map<SitemapUrl>((route) => (route.path === paths.blog && newest ? { path: route.path, lastmod: newest } : { path: route.path }));
  const posts = articles.map((article) => ({ path: urls.blogArticle(article.slug), lastmod: article.publishedAt }));
  const seen = new Set<string>();
  return [...pages, ...posts].filter((url) => !seen.has(url.path) && seen.add(url.path));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemap of the site at `origin` (VITE_SITE_URL as src/config/site-origin.ts gives it: no trailing slash). */
export function buildSitemapXml(origin: string, routes: readonly RouteMeta[], articles: readonly SitemapArticle[]): string {
  if (!origin) throw new Error('buildSitemapXml needs the site URL (VITE_SITE_URL)');
  const entries = sitemapUrls(routes, articles).map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${origin}${url.path}`)}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}
