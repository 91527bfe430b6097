/**
 * Every path of the app and every URL that carries a query, in one place.
 * Features build links with these helpers instead of writing strings, so a
 * path or a query name changes here only. The route table (which screen each
 * path renders) lives in src/app/route-table.ts and reads these paths.
 */
import type { BotName, PlanId } from './plans';

export const paths = {
  home: '/',
  whatsappBot: '/whatsapp-bot',
  landing: '/landing',
  discordBot: '/discord-bot',
  agency: '/agency',
  agencyOld: '/agency-old',
  signup: '/signup',
  login: '/login',
  dashboard: '/dashboard',
  plans: '/plans',
  automation: '/automation',
  automationSuccess: '/automation-success',
  client: '/client',
  clientArea: '/client-area',
  /** The receipt of a paid order, printable (private, never prerendered). */
  receipt: '/client/receipt/:paymentId',
  paymentSuccess: '/payment-success',
  paymentSuccessPt: '/payments/sucesso',
  paymentPending: '/payment-pending',
  paymentPendingPt: '/payments/pendente',
  paymentFailure: '/payment-failure',
  paymentFailurePt: '/payments/falha',
  blog: '/blog',
  blogArticle: '/blog/:slug',
  botCreation: '/bot-creation',
  consulte: '/consulte',
  forgotPassword: '/forgot-password',
  forgotPasswordPt: '/esqueci-minha-senha',
  privacy: '/privacy',
  privacyPt: '/privacidade',
  terms: '/terms',
  termsPt: '/termos',
  demoCheckout: '/demo/checkout',
  /** In demo mode the Google sign-in redirect lands on the app itself. */
  demoGoogleLogin: '/auth/google/login',
} as const;

/**
 * The path an address belongs to, with its parameters named (`/blog/:slug`, `/client/receipt/:paymentId`): what
 * reports may say of a page without carrying an id.
 */
export function routePattern(pathname: string): string {
  const parts = (path: string) => path.split('/').filter(Boolean);
  const actual = parts(pathname);
  const pattern = Object.values(paths).find((path) => {
    const expected = parts(path);
    return expected.length === actual.length && expected.every((part, index) => part.startsWith(':') || part === actual[index]);
  });
  return pattern ?? '(other)';
}

/** Query parameter names the app reads or writes (docs/product/routes.md#routes and Mercado Pago's back URLs). */
export const query = {
  payment: 'payment',
  paymentId: 'payment_id',
  /** Mercado Pago's name for the payment id on its back URLs. */
  collectionId: 'collection_id',
  collectionStatus: 'collection_status',
  goToPayment: 'goToPayment',
  bot: 'bot',
  plan: 'plan',
  /** What the payment was for, as the API set it on the preference (domain/billing/payment-reference.ts); Mercado Pago hands it back. */
  externalReference: 'external_reference',
  /** Mercado Pago's preference id on its back URLs (and the demo checkout's). */
  preferenceId: 'preference_id',
  /** The token Google sign-in returns to /login. */
  token: 'token',
} as const;

/** The value of `payment` on /agency when coming back from a payment. */
export const PAYMENT_PROCESSING = 'processing';

/** The service requester's anchor on /agency (it sits below the agency landing). */
export const REQUESTER_ANCHOR = 'solicitar-servico';

/**
 * Router state of a link that means "back to the order form": the href stays
 * /agency (docs/product/services.md#back-to-the-order-form), and the requester scrolls into view and takes focus.
 */
export const REQUESTER_STATE = { requester: true } as const;
export const isRequesterState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { requester?: unknown }).requester === true;

/** An in-app address of an order's processing view (`/agency?payment=processing&payment_id=...`, or the dashboard's). */
export function isOrderProcessingPath(path: string): boolean {
  const url = new URL(path, 'http://app.invalid');
  return url.searchParams.get(query.payment) === PAYMENT_PROCESSING;
}

const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/** URL builders for every link that carries a query or a hash. */
export const urls = {
  blogArticle: (slug: string): `/blog/${string}` => `/blog/${encodeURIComponent(slug)}`,
  /** The progress page of a bot plan, /bot-creation?bot={plan} (docs/product/bots.md#the-progress-page). */
  botCreation: (plan: PlanId) => withQuery(paths.botCreation, { [query.bot]: plan }),
  /** Back from a payment: the requester shows the order's processing (docs/product/services.md#processing). */
  orderProcessing: (paymentId: string, base: string = paths.agency) =>
    withQuery(base, { [query.payment]: PAYMENT_PROCESSING, [query.paymentId]: paymentId }),
  /** Back from the login with an order to pay (docs/product/accounts.md#after-login). */
  agencyGoToPayment: () => withQuery(paths.agency, { [query.goToPayment]: 'true' }),
  paymentPending: (paymentId: string) => withQuery(paths.paymentPendingPt, { [query.paymentId]: paymentId }),
  /** The success page of an approved payment, which shows what it unlocked; the reference is kept when the return URL had one. */
  paymentSuccess: (paymentId: string, reference?: string | null) =>
    withQuery(paths.paymentSuccess, { [query.paymentId]: paymentId, ...(reference ? { [query.externalReference]: reference } : {}) }),
  /** The shareable status link of a payment (Pix, boleto): works on any device, logged in or not. */
  paymentStatus: (paymentId: string) => withQuery(paths.paymentPending, { [query.paymentId]: paymentId }),
  /** The receipt of a paid order (the id is checked by domain/billing/payment-id.ts on arrival). */
  receipt: (paymentId: string) => `/client/receipt/${encodeURIComponent(paymentId)}`,
  /** /automation with a bot preselected (each bot's setupUrl in src/config/bots.ts). */
  automationFor: (bot: BotName) => withQuery(paths.automation, { [query.bot]: bot }),
} as const;
