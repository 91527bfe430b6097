/**
 * Every route (docs/product/routes.md#routes), as plain data: the router (each row's screen is the
 * module src/app/routes/<screen>.tsx), the layout (nav theme, floating contact
 * button, SEO), the build (prerendering, sitemap) and the benchmark read this
 * table. The paths themselves live in src/config/routes.ts. No React here, so
 * vite.config.ts can import it too. docs/architecture.md ("Adding a page") is the recipe.
 */
// Relative with its extension: vite.config.ts loads this file without the '@' alias.
import { paths } from '../config/routes.ts';
import type { Namespace } from '@/i18n/namespaces';
import type { EarlyRequest } from '../config/early-requests.ts';

export interface RouteMeta<S extends string = Screen> {
  path: string;
  /** The screen module, src/app/routes/<screen>.tsx (its own lazy chunk). */
  screen: S;
  /** Key of the screen's title and description in the `seo` namespace. */
  seoKey: string;
  /** Namespaces loaded with the screen, besides `common`. */
  ns: readonly Namespace[];
  /** Private screens need a login and hide the floating contact button. */
  access: 'public' | 'private';
  /** false: rendered with noindex and left out of the sitemap. */
  indexable: boolean;
  navTheme: 'light' | 'dark';
  /** The canonical path when this path is an alias. */
  canonical?: string;
  /** Registered only when the app runs on its embedded demo backend. */
  demoOnly?: boolean;
  /**
   * Screens are prerendered to static HTML at build time (build/prerender.ts), a private one as its shell,
   * unless they depend on the visitor's own state from the first paint (false).
   */
  prerender?: false;
  /** A redirecting path is written as the page it leads to (crawlers and link previews read that). */
  prerenderAs?: string;
  /**
   * Stored values ('local:key' / 'session:key') that change what the prerendered
   * page shows from its first render: a visitor who carries one gets the page
   * rendered by the browser (the head script decides before the first paint)
   * instead of markup that would change, or shift, once hydrated.
   */
  clientWhenStored?: readonly `${'local' | 'session'}:${string}`[];
  /**
   * What a logged-in visitor's page needs from the API: asked for by the head script as a prerendered page's document
   * arrives (src/startup/early-requests.ts; the build writes it as `<html data-early>`), and by the app as it starts,
   * before the page renders (src/app/page-data.ts).
   */
  early?: readonly EarlyRequest[];
}

// Each landing loads the shared marketing copy (lead forms, badges) and only its own page's copy.
const marketing = ['seo', 'marketing'] as const satisfies readonly Namespace[];
const whatsappLanding = [...marketing, 'landing-whatsapp'] as const satisfies readonly Namespace[];

/** The fields an alias takes from its own row rather than from the page it serves again. */
type AliasFields = 'path' | 'canonical' | 'indexable';

/**
 * An alias: the same page (screen, copy, access, rules) at another path, whose canonical names the
 * page. Kept out of search engines unless it is indexed in its own right (a campaign copy).
 */
function aliasOf<const P extends RouteMeta<string>, const A extends string>(page: P, path: A, { indexable = false } = {}): Omit<P, AliasFields> & { path: A; canonical: P['path']; indexable: boolean } {
  return { ...page, path, canonical: page.path, indexable };
}

// The pages that have aliases, named so the aliases can copy them.
// The product page of the sales bot: the home's screen under its own title, indexed in its own right.
const whatsappBot = { path: paths.whatsappBot, screen: 'landing', seoKey: 'whatsappBot', ns: whatsappLanding, access: 'public', indexable: true, navTheme: 'dark' } as const satisfies RouteMeta<string>;
const forgotPassword = { path: paths.forgotPassword, screen: 'forgot-password', seoKey: 'forgotPassword', ns: ['seo', 'auth'], access: 'public', indexable: false, navTheme: 'light' } as const satisfies RouteMeta<string>;
const client = { path: paths.client, screen: 'client-area', seoKey: 'clientArea', ns: ['seo', 'client-area', 'service-names'], access: 'private', indexable: false, navTheme: 'light', early: ['profile', 'subscription', 'history', 'bot-plans'] } as const satisfies RouteMeta<string>;
const paymentSuccess = { path: paths.paymentSuccess, screen: 'payment-success', seoKey: 'paymentSuccess', ns: ['seo', 'payments'], access: 'public', indexable: false, navTheme: 'light' } as const satisfies RouteMeta<string>;
const paymentPending = { path: paths.paymentPending, screen: 'payment-pending', seoKey: 'paymentPending', ns: ['seo', 'payments'], access: 'public', indexable: false, navTheme: 'light' } as const satisfies RouteMeta<string>;
// A plan this tab left to pay for makes "Tentar novamente" that plan's checkout, from the first render.
const paymentFailure = { path: paths.paymentFailure, screen: 'payment-failure', seoKey: 'paymentFailure', ns: ['seo', 'payments'], access: 'public', indexable: false, navTheme: 'light', clientWhenStored: ['session:checkoutPlan'] } as const satisfies RouteMeta<string>;
const privacy = { path: paths.privacy, screen: 'privacy', seoKey: 'privacy', ns: ['seo'], access: 'public', indexable: true, navTheme: 'light' } as const satisfies RouteMeta<string>;
const terms = { path: paths.terms, screen: 'terms', seoKey: 'terms', ns: ['seo'], access: 'public', indexable: true, navTheme: 'light' } as const satisfies RouteMeta<string>;

const rows = [
  { path: paths.home, screen: 'landing', seoKey: 'landing', ns: whatsappLanding, access: 'public', indexable: true, navTheme: 'dark' },
  whatsappBot,
  // A campaign copy of the sales bot's page: crawlable, its canonical names the page it copies.
  aliasOf(whatsappBot, paths.landing, { indexable: true }),
  { path: paths.discordBot, screen: 'discord-bot', seoKey: 'discordBot', ns: [...marketing, 'landing-discord'], access: 'public', indexable: true, navTheme: 'dark' },
  { path: paths.agency, screen: 'agency', seoKey: 'agency', ns: [...marketing, 'landing-agency', 'service-wizard', 'service-names'], access: 'public', indexable: true, navTheme: 'dark', early: ['profile', 'subscription', 'services'] },
  { path: paths.agencyOld, screen: 'agency-old', seoKey: 'agencyOld', ns: ['seo'], access: 'public', indexable: false, navTheme: 'dark', canonical: paths.agency, prerender: false, prerenderAs: paths.agency },
  { path: paths.signup, screen: 'signup', seoKey: 'signup', ns: ['seo', 'plans'], access: 'public', indexable: false, navTheme: 'light' },
  {
    path: paths.login,
    screen: 'login',
    seoKey: 'login',
    ns: ['seo', 'auth'],
    access: 'public',
    indexable: false,
    navTheme: 'light',
    // Why the visitor is asked to log in (a plan picked, a payment or bot to continue) and the form as they left it
    // (STORAGE_KEYS in src/lib/storage/storage-keys.ts; route-table.test.ts checks the names).
    clientWhenStored: ['local:pendingPlan', 'session:continueToPayment', 'session:continueToAutomation', 'session:loginForm'],
  },
  forgotPassword,
  aliasOf(forgotPassword, paths.forgotPasswordPt),
  { path: paths.dashboard, screen: 'dashboard', seoKey: 'dashboard', ns: ['seo', 'service-wizard', 'service-names', 'client-area'], access: 'private', indexable: false, navTheme: 'light', early: ['profile', 'subscription', 'history', 'services'] },
  { path: paths.plans, screen: 'plans', seoKey: 'plans', ns: ['seo', 'plans'], access: 'public', indexable: true, navTheme: 'light', early: ['profile', 'subscription', 'bot-plans'] },
  { path: paths.automation, screen: 'automation', seoKey: 'automation', ns: ['seo', 'automation'], access: 'public', indexable: false, navTheme: 'light', prerender: false },
  { path: paths.automationSuccess, screen: 'automation-success', seoKey: 'automationSuccess', ns: ['seo', 'automation'], access: 'public', indexable: false, navTheme: 'light', prerender: false },
  client,
  // The client area at both of its addresses, each its own canonical (private: never indexed either way).
  { ...client, path: paths.clientArea },
  { path: paths.receipt, screen: 'receipt', seoKey: 'receipt', ns: ['seo', 'client-area', 'service-names'], access: 'private', indexable: false, navTheme: 'light', prerender: false, early: ['profile', 'history'] },
  paymentSuccess,
  aliasOf(paymentSuccess, paths.paymentSuccessPt),
  paymentPending,
  aliasOf(paymentPending, paths.paymentPendingPt),
  paymentFailure,
  aliasOf(paymentFailure, paths.paymentFailurePt),
  { path: paths.blog, screen: 'blog', seoKey: 'blog', ns: ['seo', 'blog'], access: 'public', indexable: true, navTheme: 'light' },
  { path: paths.blogArticle, screen: 'blog-article', seoKey: 'blogArticle', ns: ['seo', 'blog'], access: 'public', indexable: true, navTheme: 'light' },
  // What it says depends on the visitor's account (whether their bot is being built): drawn by the browser, never prerendered.
  { path: paths.botCreation, screen: 'bot-creation', seoKey: 'botCreation', ns: ['seo', 'plans'], access: 'public', indexable: false, navTheme: 'light', prerender: false },
  privacy,
  aliasOf(privacy, paths.privacyPt),
  terms,
  aliasOf(terms, paths.termsPt),
  { path: paths.consulte, screen: 'consulte', seoKey: 'consulte', ns: ['seo'], access: 'public', indexable: false, navTheme: 'light' },
  { path: paths.demoCheckout, screen: 'demo-checkout', seoKey: 'demoCheckout', ns: ['seo', 'demo'], access: 'public', indexable: false, navTheme: 'light', demoOnly: true },
  { path: paths.demoGoogleLogin, screen: 'demo-google-login', seoKey: 'demoGoogle', ns: ['seo', 'demo'], access: 'public', indexable: false, navTheme: 'light', demoOnly: true },
] as const satisfies readonly RouteMeta<string>[];

/** The screens, from the table: a row and its file under src/app/routes/ are all a new screen needs. */
export type Screen = (typeof rows)[number]['screen'];

export const routeTable: readonly RouteMeta[] = rows;

/**
 * The pages prerendered to HTML at build time (build/prerender.ts); the browser tests walk the same list. A private
 * page is prerendered as its shell: the layout and what it shows while the session is checked (RequireAuth).
 */
export const prerenderedRoutes = (): RouteMeta[] => routeTable.filter((meta) => !meta.demoOnly && meta.prerender !== false && !meta.path.includes(':'));

/** Active nav link rule (docs/product/routes.md#active-link): home only on an exact match, other links by path prefix. */
export function isNavLinkActive(linkPath: string, currentPath: string): boolean {
  if (linkPath === paths.home) return currentPath === paths.home;
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}
