/**
 * Google Analytics 4 and the Meta pixel. This module is imported only after
 * the visitor accepts a category, and each tracker starts only with its own
 * category: before that no tracker code, script or request exists.
 *
 * What they may see: page addresses without any query value but UTM
 * parameters (no payment id, token or e-mail), events without personal data.
 * Google's consent mode starts denied and is granted per category; the pixel's
 * automatic configuration (which scrapes buttons and forms), its own history
 * tracking and advanced matching are off.
 */
import { addAnalyticsSink, hasPrivateQuery, trackableUrl, type AnalyticsEvent, type AnalyticsParams, type TrackerIds } from '@/lib/analytics/analytics';

type Queue = (...args: unknown[]) => void;
type PixelQueue = Queue & { queue: unknown[]; callMethod?: Queue; loaded: boolean; version: string; push: Queue; disablePushState?: boolean };
interface TrackerWindow {
  dataLayer?: unknown[];
  gtag?: Queue;
  fbq?: PixelQueue;
  _fbq?: unknown;
}
const w = () => window as unknown as TrackerWindow;

const GA_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

function addScript(src: string, tracker: string): void {
  if (document.querySelector(`script[data-tracker="${tracker}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.tracker = tracker;
  document.head.appendChild(script);
}

function startGoogleAnalytics(id: string): void {
  const win = w();
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? [];
    // gtag.js reads the arguments object itself, exactly as Google's snippet pushes it.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer?.push(arguments);
    };
    win.gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    win.gtag('js', new Date());
    // Page views are sent by hand (page_view events) with a cleaned address; GA would otherwise read location.href.
    win.gtag('config', id, { anonymize_ip: true, send_page_view: false, page_location: trackableUrl(window.location.href) });
    addScript(`${GA_SCRIPT_URL}?id=${encodeURIComponent(id)}`, 'ga');
  }
  win.gtag('consent', 'update', { analytics_storage: 'granted' });
  reportWebVitalsOnce();
}

let vitalsReported = false;
/** Whether analytics is accepted now: a withdrawal stops the reports too. */
let analyticsOn = false;

/** The visit's Core Web Vitals, to Google Analytics: a chunk of its own, loaded with analytics and never before. */
function reportWebVitalsOnce(): void {
  if (vitalsReported) return;
  vitalsReported = true;
  void import('./web-vitals')
    .then(({ reportWebVitals }) =>
      reportWebVitals((name, params) => {
        if (analyticsOn) w().gtag?.('event', name, params);
      }),
    )
    .catch(() => undefined);
}

function startMetaPixel(id: string): void {
  const win = w();
  if (!win.fbq) {
    // Meta's stub: calls queue until fbevents.js arrives and replays them.
    const fbq: PixelQueue = Object.assign(
      (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      },
      { queue: [] as unknown[], loaded: true, version: '2.0', push: (() => undefined) as Queue },
    );
    fbq.push = fbq;
    // The pixel would count every history change itself, with the full address.
    fbq.disablePushState = true;
    win.fbq = fbq;
    win._fbq = fbq;
    // Off before init: no scraping of buttons and forms.
    fbq('set', 'autoConfig', false, id);
    // No third argument: no advanced matching (no e-mail or phone is ever hashed and sent).
    fbq('init', id);
    addScript(PIXEL_SCRIPT_URL, 'meta-pixel');
  }
  win.fbq?.('consent', 'grant');
}

const PIXEL_EVENTS: Partial<Record<AnalyticsEvent, string>> = { lead_submit: 'Lead', begin_checkout: 'InitiateCheckout', page_view: 'PageView' };

function sendToGa(event: AnalyticsEvent, params: AnalyticsParams) {
  const gtag = w().gtag;
  if (!gtag) return;
  if (event === 'page_view') gtag('set', { page_location: params.page_location, page_referrer: params.page_referrer });
  gtag('event', event, params);
}

/** The pixel reads the page address itself: it is not called on an address with a private query (payment ids, tokens). */
function sendToPixel(event: AnalyticsEvent, params: AnalyticsParams) {
  const fbq = w().fbq;
  if (!fbq || hasPrivateQuery(window.location.href)) return;
  const standard = PIXEL_EVENTS[event];
  if (event === 'page_view') fbq('track', 'PageView');
  else if (standard) fbq('track', standard, params);
  else fbq('trackCustom', event, params);
}

/** Loads what is given and routes events to it; the returned function stops both (consent withdrawn). */
export function startTrackers(ids: TrackerIds): () => void {
  const removers: Array<() => void> = [];
  if (ids.gaId) {
    analyticsOn = true;
    startGoogleAnalytics(ids.gaId);
    removers.push(addAnalyticsSink(sendToGa), () => (analyticsOn = false));
  }
  if (ids.metaPixelId) {
    startMetaPixel(ids.metaPixelId);
    removers.push(addAnalyticsSink(sendToPixel));
  }
  // The page the visitor is on when they accept counts too.
  const page = trackableUrl(window.location.href);
  if (ids.gaId) sendToGa('page_view', { page_location: page, page_path: new URL(page).pathname });
  if (ids.metaPixelId) sendToPixel('page_view', {});
  return () => {
    removers.forEach((remove) => remove());
    w().gtag?.('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    w().fbq?.('consent', 'revoke');
    clearTrackerCookies();
  };
}

/** Withdrawing consent also removes the cookies the trackers already set. */
function clearTrackerCookies(): void {
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => /^(_ga|_gid|_gat|_fbp|_fbc)/.test(name))
    .forEach((name) =>
      domains.forEach((domain) => {
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`;
      }),
    );
}
