/**
 * The one schema of every VITE_* variable, checked when Vite starts (build,
 * dev server, preview). A production build refuses to run with an unusable
 * value, and names each unset optional value in a warning. The app itself
 * reads the same variables through src/config/env.ts, trusting this check.
 */
import * as v from 'valibot';

type RawEnv = Record<string, string | undefined>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Hosts reserved for documentation and tests (RFC 2606, RFC 6761): a placeholder, never a real API. */
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|org|net)|example|invalid|test|local)$/i;

const trimmed = v.pipe(v.optional(v.string(), ''), v.trim());

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** https anywhere; plain http only on a loopback address (local testing). */
function isSecureOrLoopback(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

const apiUrl = v.pipe(
  trimmed,
  v.check(
    (value) => value === '' || /^\/[A-Za-z0-9/_-]*$/.test(value) || parseUrl(value) !== null,
    'must be an absolute URL (https://api.your-domain.com.br) or a same-origin path (/api)',
  ),
  v.check((value) => {
    const url = value.startsWith('/') ? null : parseUrl(value);
    return !url || isSecureOrLoopback(url);
  }, 'must use https (plain http is accepted only on localhost or 127.0.0.1)'),
  v.check((value) => {
    const url = value.startsWith('/') ? null : parseUrl(value);
    return !url || !PLACEHOLDER_HOST.test(url.hostname);
  }, 'is a placeholder host (example.com and the like): set the real API URL'),
);

const optionalMatching = (pattern: RegExp, message: string) => v.pipe(trimmed, v.check((value) => value === '' || pattern.test(value), message));

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * Brazilian company registry number: 12 characters and 2 check digits, with or
 * without punctuation. Digits only until July 2026; the alphanumeric CNPJ issued
 * since then uses letters too, each weighted by its char code minus 48.
 */
export function isValidCnpj(value: string): boolean {
  const raw = value.replace(/[./\s-]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(raw) || /^(\d)\1{13}$/.test(raw)) return false;
  const values = [...raw].map((char) => char.charCodeAt(0) - 48);
  const checkDigit = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, index) => total + weight * (values[index] ?? 0), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === values[12] && checkDigit(13) === values[13];
}

const email = optionalMatching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address');

const profileUrl = (hosts: readonly string[]) =>
  v.pipe(
    trimmed,
    v.check((value) => {
      if (value === '') return true;
      const url = parseUrl(value);
      return Boolean(url && url.protocol === 'https:' && hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)));
    }, `must be an https:// link on ${hosts.join(' or ')}`),
  );

const envSchema = v.object({
  VITE_DEMO: v.pipe(trimmed, v.picklist(['', '0', '1'], 'must be 1 (demo mode) or empty')),
  VITE_API_URL: apiUrl,
  VITE_WHATSAPP_NUMBER: v.pipe(
    trimmed,
    v.check((value) => value === '' || /^\+?[\d\s().-]+$/.test(value), 'must be digits only (country and area code included)'),
    v.check((value) => value === '' || /^\d{12,13}$/.test(digitsOf(value)), 'must have 12 or 13 digits: 55, the area code and the number'),
  ),
  VITE_MP_PUBLIC_KEY: optionalMatching(/^(APP_USR|TEST)-[A-Za-z0-9-]{8,}$/, 'must look like a Mercado Pago public key (APP_USR-… or TEST-…)'),
  VITE_DISCORD_CLIENT_ID: optionalMatching(/^\d{17,20}$/, 'must be a Discord application id (17 to 20 digits)'),
  VITE_GA_ID: optionalMatching(/^G-[A-Z0-9]{4,16}$/, 'must be a Google Analytics 4 measurement id (G-XXXXXXX)'),
  VITE_META_PIXEL_ID: optionalMatching(/^\d{6,20}$/, 'must be a Meta pixel id (digits)'),
  VITE_SITE_URL: v.pipe(
    trimmed,
    v.check((value) => {
      if (value === '') return true;
      const url = parseUrl(value);
      return Boolean(url && isSecureOrLoopback(url) && url.pathname.replace(/\/+$/, '') === '');
    }, 'must be the https:// origin of the site, without a path'),
  ),
  VITE_COMPANY_LEGAL_NAME: trimmed,
  VITE_COMPANY_CNPJ: v.pipe(trimmed, v.check((value) => value === '' || isValidCnpj(value), 'is not a valid CNPJ (14 digits with check digits)')),
  VITE_COMPANY_ADDRESS: trimmed,
  VITE_COMPANY_EMAIL: email,
  VITE_COMPANY_DPO_NAME: trimmed,
  VITE_COMPANY_DPO_EMAIL: email,
  VITE_SOCIAL_INSTAGRAM: profileUrl(['instagram.com']),
  VITE_SOCIAL_LINKEDIN: profileUrl(['linkedin.com']),
  VITE_SOCIAL_YOUTUBE: profileUrl(['youtube.com']),
});

type CheckedEnv = v.InferOutput<typeof envSchema>;
type EnvName = keyof CheckedEnv;

/** Optional values a production site should have; each unset one is named in a warning. */
const LAUNCH_VALUES: readonly EnvName[] = [
  'VITE_WHATSAPP_NUMBER',
  'VITE_SITE_URL',
  'VITE_COMPANY_LEGAL_NAME',
  'VITE_COMPANY_CNPJ',
  'VITE_COMPANY_ADDRESS',
  'VITE_COMPANY_EMAIL',
  'VITE_COMPANY_DPO_NAME',
  'VITE_COMPANY_DPO_EMAIL',
];

export interface EnvCheck {
  env: CheckedEnv | null;
  errors: string[];
  warnings: string[];
}

/**
 * Checks the variables for a build (`production`: a real site) or a demo.
 * Errors make the build fail; warnings are printed.
 */
export function checkEnv(raw: RawEnv, { production }: { production: boolean }): EnvCheck {
  const result = v.safeParse(envSchema, raw);
  if (!result.success) {
    const errors = result.issues.map((issue) => {
      const name = issue.path?.map((item) => String(item.key)).join('.') ?? 'environment';
      return `${name} ${issue.message}.`;
    });
    return { env: null, errors, warnings: [] };
  }
  const env = result.output;
  const demo = env.VITE_DEMO === '1';
  const errors: string[] = [];
  const warnings: string[] = [];
  if (demo) {
    warnings.push('VITE_DEMO=1: this is a demo build on the embedded demo backend (fake payments, sample data), marked "Demonstração" on every page. Never publish it as the real site.');
  } else if (production) {
    if (!env.VITE_API_URL) errors.push('VITE_API_URL is empty: set the API URL for a production build, or VITE_DEMO=1 for a demo build.');
    for (const name of LAUNCH_VALUES) {
      if (!env[name]) warnings.push(`${name} is not set: the pages that show it leave that line out.`);
    }
  }
  return { env, errors, warnings };
}
