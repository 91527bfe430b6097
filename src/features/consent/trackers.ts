/**
 * Google Analytics 4 and the Meta pixel. This module is imported only after
 * the visitor accepts cookies, so before that no tracker code, script or
 * request exists. Events reach them through analytics sinks.
 */
import { addAnalyticsSink, type AnalyticsEvent, type AnalyticsParams, type TrackerIds } from '@/lib/analytics';

type Queue = (...args: unknown[]) => void;
type PixelQueue = Queue & { queue: unknown[]; callMethod?: Queue; loaded: boolean; version: string; push: Queue };
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
    win.gtag('js', new Date());
    win.gtag('config', id, { anonymize_ip: true });
    addScript(`${GA_SCRIPT_URL}?id=${encodeURIComponent(id)}`, 'ga');
  }
  win.gtag('consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' });
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
    win.fbq = fbq;
    win._fbq = fbq;
    fbq('init', id);
    fbq('track', 'PageView');
    addScript(PIXEL_SCRIPT_URL, 'meta-pixel');
  }
  win.fbq?.('consent', 'grant');
}

const PIXEL_EVENTS: Partial<Record<AnalyticsEvent, string>> = { lead_submit: 'Lead', begin_checkout: 'InitiateCheckout' };

function sendToGa(event: AnalyticsEvent, params: AnalyticsParams) {
  w().gtag?.('event', event, params);
}

function sendToPixel(event: AnalyticsEvent, params: AnalyticsParams) {
  const standard = PIXEL_EVENTS[event];
  if (standard) w().fbq?.('track', standard, params);
  else w().fbq?.('trackCustom', event, params);
}

/** Loads what is configured and routes events to it; the returned function stops both (consent withdrawn). */
export function startTrackers(ids: TrackerIds): () => void {
  const removers: Array<() => void> = [];
  if (ids.gaId) {
    startGoogleAnalytics(ids.gaId);
    removers.push(addAnalyticsSink(sendToGa));
  }
  if (ids.metaPixelId) {
    startMetaPixel(ids.metaPixelId);
    removers.push(addAnalyticsSink(sendToPixel));
  }
  return () => {
    removers.forEach((remove) => remove());
    w().gtag?.('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' });
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
