/**
 * The paths the app answers, for the host: a path the route table names is a page
 * (its prerendered HTML, or the app shell that renders it in the browser); any other
 * path answers 404, with the app shell as its body, so that crawlers drop it while a
 * visitor still lands on the app's not-found notice. Written next to the built files:
 * an nginx snippet (deploy/nginx.conf includes it), a `_redirects` file for Netlify and
 * Cloudflare Pages, and `404.html`, the shell such hosts serve with the 404.
 */
import type { RouteMeta } from '../src/app/route-table.ts';

/** A route path as a regular expression: `:param` is one segment. */
function pathPattern(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
}

/**
 * The route paths this build answers. A parameterised route whose pages the build
 * prerendered one by one (the blog's articles) answers only those pages, which are
 * files the host finds itself: `/blog/no-such-article` is a 404.
 */
export function appPaths(routes: readonly RouteMeta[], options: { demo: boolean; prerendered: readonly string[] }): string[] {
  return routes
    .filter((route) => options.demo || !route.demoOnly)
    .filter((route) => {
      const param = route.path.indexOf(':');
      if (param < 0) return true;
      const prefix = route.path.slice(0, param);
      return !options.prerendered.some((page) => page.startsWith(prefix));
    })
    .map((route) => route.path);
}

/**
 * One case-insensitive expression for all of them, an optional trailing slash
 * included: React Router matches paths that way.
 */
export function appPathsExpression(paths: readonly string[]): string {
  return `^(?:${paths.map(pathPattern).join('|')})/?$`;
}

/** Included by deploy/nginx.conf in the location that serves the app shell. */
export function nginxAppPaths(paths: readonly string[]): string {
  return [
    '# Written by `npm run build` (build/app-paths.ts) from src/app/route-table.ts. Do not edit:',
    '# rebuild instead. A path the app routes gets the app shell; any other path answers 404',
    '# with the shell (/404.html) as its body, and the app shows its not-found notice.',
    'error_page 404 /404.html;',
    `if ($uri !~* "${appPathsExpression(paths)}") {`,
    '  return 404;',
    '}',
    '',
  ].join('\n');
}

/**
 * Netlify's and Cloudflare Pages' rewrites: each app path to the shell (a file the
 * host finds, a prerendered page, wins over a rule), then everything else to the
 * 404 page (Netlify reads the status; Cloudflare Pages serves `404.html` with a 404 by
 * itself).
 */
export function redirectsFile(paths: readonly string[]): string {
  const rules = paths.map((path) => `${path.replace(/:[^/]+/g, '*').replace(/\*.*$/, '*')}  /index.html  200`);
  return ['# Written by `npm run build` (build/app-paths.ts) from src/app/route-table.ts.', ...rules, '/*  /404.html  404', ''].join('\n');
}
