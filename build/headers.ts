/**
 * The HTTP headers every response of the site carries, written by the build
 * next to the files they protect: an nginx snippet (deploy/nginx.conf includes
 * it) and a `_headers` file in the format Netlify and Cloudflare Pages read.
 */

export type Header = readonly [name: string, value: string];

/** Features the site never uses, denied to it and to every frame it embeds. */
const DENIED_FEATURES = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb', 'browsing-topics'];

export function securityHeaders(csp: string): Header[] {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    // frame-ancestors 'none' says it for current browsers; this says it for older ones.
    ['X-Frame-Options', 'DENY'],
    // Mercado Pago may open its own windows (3-D Secure); nothing else shares our browsing context.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ];
}

const quoteForNginx = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** `add_header` lines; `always` keeps them on error responses too. */
export function nginxSnippet(headers: readonly Header[]): string {
  return [
    '# Written by `npm run build` (build/headers.ts) from the build configuration. Do not edit:',
    '# rebuild instead. Included by every location of deploy/nginx.conf.',
    ...headers.map(([name, value]) => `add_header ${name} ${quoteForNginx(value)} always;`),
    '',
  ].join('\n');
}

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Netlify / Cloudflare Pages `_headers`: the same headers, plus the long cache of
 * hashed assets. Both hosts join the headers of every matching rule, so each
 * header is set by one rule only (HTML is revalidated by their default).
 */
export function netlifyHeaders(headers: readonly Header[]): string {
  return [
    '# Written by `npm run build` (build/headers.ts): the headers of deploy/nginx.conf for hosts that read _headers.',
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    '',
  ].join('\n');
}
