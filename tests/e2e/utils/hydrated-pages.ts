import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedRoutes } from '../../../src/app/route-table';
import { SMOKE_OUT_DIR } from '../env';

/** Markup React logs when the client's first render does not match the server's. */
export const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

/** The articles the production build prerendered (one folder each under dist/blog/). */
export const ARTICLES = readdirSync(join(SMOKE_OUT_DIR, 'blog'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `/blog/${entry.name}`);

/** A page's document in a language: index.html in Portuguese, index.en-US.html in English (build/prerender.ts). */
export const htmlOf = (path: string, language: 'pt-BR' | 'en-US' = 'pt-BR') =>
  readFileSync(join(SMOKE_OUT_DIR, path === '/' ? '' : path, language === 'pt-BR' ? 'index.html' : 'index.en-US.html'), 'utf8');

const longestArticle = [...ARTICLES].sort((a, b) => htmlOf(b).length - htmlOf(a).length)[0]!;

/**
 * The pages a browser walk hydrates: every prerendered route (aliases too: each is its own document), and three
 * articles (one template renders them all; every article's document is checked without JavaScript): the first,
 * the longest and the last.
 */
export const HYDRATED_PAGES = [...new Set([...prerenderedRoutes().map((route) => route.path), ARTICLES[0]!, longestArticle, ARTICLES.at(-1)!])];

/**
 * One document per screen: the prerendered routes that are no alias of another (an alias serves its page's markup
 * again), and one article.
 */
export const HYDRATED_SCREENS = [...prerenderedRoutes().filter((route) => !route.canonical).map((route) => route.path), ARTICLES[0]!];
