/**
 * The Content-Security-Policy of the built site, derived from its
 * configuration: third-party origins are allowed only when the integration
 * that needs them is configured, and inline scripts only by their hash.
 */
import { createHash } from 'node:crypto';

export interface CspInput {
  /** VITE_API_URL: an absolute URL (its origin is allowed) or a same-origin path. */
  apiUrl: string;
  mercadoPago: boolean;
  googleAnalytics: boolean;
  metaPixel: boolean;
  /** Inline <script> bodies of the built HTML (JSON-LD data blocks excluded: they never run). */
  inlineScripts?: readonly string[];
}

/** Hosts each integration loads from or talks to. */
const MERCADO_PAGO = {
  // The SDK script, and the assets and secure-field frames its Bricks load.
  script: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
  connect: ['https://api.mercadopago.com', 'https://api.mercadolibre.com', 'https://events.mercadopago.com', 'https://http2.mlstatic.com'],
  frame: ['https://*.mercadopago.com', 'https://*.mercadopago.com.br', 'https://*.mercadolibre.com', 'https://*.mlstatic.com'],
  img: ['https://*.mlstatic.com', 'https://*.mercadopago.com', 'https://*.mercadolibre.com'],
  font: ['https://http2.mlstatic.com'],
};
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};
const META_PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
};

export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

function apiOrigin(apiUrl: string): string | null {
  if (!apiUrl || apiUrl.startsWith('/')) return null;
  try {
    return new URL(apiUrl).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(input: CspInput): string {
  const pick = (key: 'script' | 'connect' | 'img' | 'frame' | 'font') => [
    ...(input.mercadoPago ? (MERCADO_PAGO[key] ?? []) : []),
    ...(input.googleAnalytics && key in GOOGLE_ANALYTICS ? GOOGLE_ANALYTICS[key as keyof typeof GOOGLE_ANALYTICS] : []),
    ...(input.metaPixel && key in META_PIXEL ? META_PIXEL[key as keyof typeof META_PIXEL] : []),
  ];
  const api = apiOrigin(input.apiUrl);
  const hashes = [...new Set((input.inlineScripts ?? []).map(scriptHash))];
  const frames = pick('frame');
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...pick('script')]],
    // Mercado Pago's Bricks inject their own <style> elements; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Generated images and audio may be served from the API's storage or the AI provider's CDN.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...pick('img')]],
    ['media-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", ...pick('font')]],
    ['connect-src', ["'self'", ...(api ? [api] : []), ...pick('connect')]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** The bodies of the executable inline scripts of an HTML document. */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/.test(attributes) || !body.trim()) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(body);
  }
  return scripts;
}
