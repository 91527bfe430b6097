/**
 * Build-time rendering of the public pages (build/prerender.ts runs it after
 * the client build): each page's markup in one language, its head (title,
 * description, canonical, hreflang, Open Graph) in that language and the
 * translations its first render needs. The same route table, providers and components as the browser,
 * rendered for an anonymous visitor with no storage, so the browser can
 * hydrate the markup as it is.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@/config/languages';
import { AppRoutes, loadScreen, routes } from '@/app/router';
import { prerenderedRoutes, type RouteMeta } from '@/app/route-table';
import { routeSeo } from '@/app/route-seo-data';
import { ARTICLE_INDEX, articleSeo, findArticle, loadArticleBodies } from '@/features/blog';
import { i18n, initI18n, translationUrl } from '@/i18n';
import { NAMESPACES } from '@/i18n/namespaces';
import { takeFormatted } from '@/lib/format/format';
import { AuthProvider } from '@/domain/session';
import { headHtml } from '@/lib/seo/seo';
import { KEYS_CHECKED_ON_DEMAND } from '@/app/schemas-on-demand';
import { urls } from '@/config/routes';

export interface PrerenderedPage {
  /** The path the markup was rendered for (the browser hydrates only there). */
  path: string;
  language: string;
  html: string;
  /** The page's head in its language (crawlers and link previews read it). */
  head: string;
  /** The translation namespaces the page renders with (common first): the browser loads them before hydrating. */
  namespaces: string[];
  /**
   * Each language's translation file for each namespace, in the order of `namespaces`: the page
   * hydrates with its own language's; a visitor in the other one (a host that sent this document
   * anyway) gets the page rendered by the browser with theirs.
   */
  translationUrls: Record<string, string[]>;
  /** The prices and dates its markup shows, as formatted (src/lib/format/format.ts): the browser hydrates with these texts. */
  formats: Record<string, string>;
}

/** Stored keys whose values are checked by the on-demand schemas chunk (the start data names them). */
export const storedKeysToCheck = (): [string, string][] => KEYS_CHECKED_ON_DEMAND.map(([area, key]) => [area, key]);

/** Every public page that renders the same for every visitor until the browser knows more, and every article. */
export function prerenderPaths(): string[] {
  return [...prerenderedRoutes().map((meta) => meta.path), ...ARTICLE_INDEX.map((entry) => urls.blogArticle(entry.slug))];
}

const metaOf = (path: string): RouteMeta | undefined =>
  matchRoutes(routes, path)
    ?.map((match) => match.route.handle as RouteMeta | undefined)
    .filter((handle): handle is RouteMeta => Boolean(handle && 'screen' in handle))
    .at(-1);

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function prerenderPage(path: string, language: string = DEFAULT_LANGUAGE): Promise<PrerenderedPage> {
  await initI18n();
  await i18n.changeLanguage(language);
  // Every namespace up front: nothing may suspend while rendering, or React would stream the page
  // out of order (a fallback first, the content swapped in by an inline script).
  await i18n.loadNamespaces([...NAMESPACES]);
  const meta = metaOf(path);
  if (!meta) throw new Error(`No route for ${path}`);
  const article = meta.screen === 'blog-article' ? findArticle(decodeURIComponent(path.split('/').pop() ?? '')) : undefined;
  // An article renders with its body at once (the browser loads it before hydrating too).
  if (article) await loadArticleBodies(article.slug);

  // The screen's code first, as the browser loads it before hydrating: nothing suspends while rendering.
  await loadScreen(meta);
  // Only this page's namespaces count as used (react-i18next records them as they render).
  const report = i18n.reportNamespaces as unknown as { usedNamespaces?: Record<string, boolean> } | undefined;
  if (report) report.usedNamespaces = {};
  const render = () =>
    prerenderToNodeStream(
    <StrictMode>
      <AuthProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AuthProvider>
    </StrictMode>,
    // A boundary larger than this would be sent apart and swapped in by an inline script
    // (React's progressive chunking, for streaming): a static page keeps its markup in place.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  takeFormatted();
  const html = await streamToString((await render()).prelude);
  const formats = takeFormatted();
  if (html.includes('<template id="B:')) throw new Error(`${path} suspended while prerendering: its markup would arrive out of order`);

  // What the page's components asked for while rendering: its first render in the browser needs exactly these.
  const namespaces = [...new Set(['common', ...meta.ns, ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])])];
  const translationUrls = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((lng) => [
      lng,
      namespaces.map((ns) => {
        const url = translationUrl(lng, ns);
        if (!url) throw new Error(`No translation file for ${lng}/${ns}`);
        return url;
      }),
    ]),
  );
  const t = i18n.getFixedT(language);
  const override = article ? articleSeo(article, i18n.getFixedT(language, 'blog')) : null;
  const seo = routeSeo(meta, path, (key) => t(`seo:${key}` as never), language, override);
  return { path, language, html, head: headHtml(seo), namespaces, translationUrls, formats };
}
