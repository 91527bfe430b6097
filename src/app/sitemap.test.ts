import { describe, expect, it } from 'vitest';
import { siteOrigin } from '@/config/site-origin';
import { ARTICLE_INDEX } from '@/features/blog';
import { routeTable, type RouteMeta } from './route-table';
import { buildSitemapXml, sitemapUrls } from './sitemap';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap', () => {
  it('lists the indexable pages and every article, nothing private, aliased, parameterised or demo-only', () => {
    const xml = buildSitemapXml(siteOrigin('https://www.iagencia.com.br/'), routeTable, ARTICLE_INDEX);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(locs(xml)).toEqual([
      'https://www.iagencia.com.br/',
      'https://www.iagencia.com.br/whatsapp-bot',
      'https://www.iagencia.com.br/discord-bot',
      'https://www.iagencia.com.br/agency',
      'https://www.iagencia.com.br/plans',
      'https://www.iagencia.com.br/blog',
      'https://www.iagencia.com.br/privacy',
      'https://www.iagencia.com.br/terms',
      ...ARTICLE_INDEX.map((article) => `https://www.iagencia.com.br/blog/${article.slug}`),
    ]);
    for (const hidden of ['/landing', '/login', '/consulte', '/signup', '/bot-creation', '/client', '/demo/checkout', ':slug']) {
      expect(xml).not.toContain(`br${hidden}<`);
    }
  });

  it('dates each article and the blog index by the newest article', () => {
    const xml = buildSitemapXml('https://site.example', routeTable, [
      { slug: 'a', publishedAt: '2026-03-02' },
      { slug: 'b', publishedAt: '2026-05-11' },
    ]);
    expect(xml).toContain('<url><loc>https://site.example/blog/a</loc><lastmod>2026-03-02</lastmod></url>');
    expect(xml).toContain('<url><loc>https://site.example/blog</loc><lastmod>2026-05-11</lastmod></url>');
    expect(xml).toContain('<url><loc>https://site.example/</loc></url>');
  });

  it('escapes and encodes what it writes', () => {
    const routes: RouteMeta[] = [{ path: '/a&b', screen: 'landing', seoKey: 'landing', ns: [], access: 'public', indexable: true, navTheme: 'light' }];
    const xml = buildSitemapXml('https://site.example', routes, [{ slug: 'ação <1>', publishedAt: '2026-01-01' }]);
    expect(locs(xml)).toEqual(['https://site.example/a&amp;b', 'https://site.example/blog/a%C3%A7%C3%A3o%20%3C1%3E']);
  });

  it('refuses to build without a site URL', () => {
    expect(() => buildSitemapXml(siteOrigin('  '), routeTable, [])).toThrow(/VITE_SITE_URL/);
  });

  it('skips duplicate paths', () => {
    expect(sitemapUrls(routeTable, [{ slug: 'x', publishedAt: '2026-01-01' }, { slug: 'x', publishedAt: '2026-01-02' }]).filter((url) => url.path === '/blog/x')).toHaveLength(1);
  });
});
