/**
 * Decides where the app may send the browser outside the SPA. Every external
 * redirect (payment links, chat links, bot invites) goes through here; anything
 * else is refused and the screen shows its missing-link error.
 */

export type Destination = 'payment' | 'chat' | 'invite';

const PAYMENT_DOMAINS = ['mercadopago.com', 'mercadopago.com.br', 'mercadolivre.com.br', 'mercadolibre.com'];
const CHAT_HOSTS = ['wa.me', 'api.whatsapp.com'];
const INVITE_HOSTS = ['discord.com', 'www.discord.com'];

const isDomainOrSubdomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function currentOrigin(): string | null {
  try {
    return window.location.origin;
  } catch {
    return null;
  }
}

function parse(raw: unknown): URL | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  // Protocol-relative and backslash tricks are refused outright rather than resolved.
  if (!text || text.startsWith('//') || text.includes('\\')) return null;
  if ([...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  try {
    const origin = currentOrigin() ?? undefined;
    return new URL(text, origin);
  } catch {
    return null;
  }
}

/** The URL to go to, or null when it is not a place this kind of link may lead. */
export function safeExternalUrl(raw: unknown, destination: Destination): string | null {
  const url = parse(raw);
  if (!url || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();

  if (destination === 'payment') {
    if (url.origin === currentOrigin()) return url.href;
    if (url.protocol !== 'https:') return null;
    return PAYMENT_DOMAINS.some((domain) => isDomainOrSubdomain(host, domain)) ? url.href : null;
  }
  if (url.protocol !== 'https:') return null;
  const hosts = destination === 'chat' ? CHAT_HOSTS : INVITE_HOSTS;
  return hosts.includes(host) ? url.href : null;
}

/**
 * Leaves the SPA. An object (not a bare function) so tests can spy on it:
 * jsdom cannot navigate and `window.location` cannot be mocked.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Goes to `raw` when it is allowed for `destination`; returns false (and stays) otherwise. */
export function redirectOut(raw: unknown, destination: Destination): boolean {
  const url = safeExternalUrl(raw, destination);
  if (!url) return false;
  browserLocation.assign(url);
  return true;
}
