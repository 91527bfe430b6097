/**
 * Typed access to the VITE_* variables. Nothing else reads import.meta.env.
 * Each variable is documented in .env.example and the README.
 */
const raw = import.meta.env;

const clean = (value: string | undefined) => (value ?? '').trim();
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/** Used when VITE_WHATSAPP_NUMBER is not set (demo and tests). */
export const DEMO_WHATSAPP_NUMBER = '5511987654321';
/** Used when VITE_DISCORD_CLIENT_ID is not set (demo and tests). */
export const DEMO_DISCORD_CLIENT_ID = '000000000000000000';

export const env = {
  /** Base of the external API; empty means the embedded demo backend. */
  apiUrl: withoutTrailingSlash(clean(raw.VITE_API_URL)),
  whatsappNumber: clean(raw.VITE_WHATSAPP_NUMBER).replace(/\D/g, '') || DEMO_WHATSAPP_NUMBER,
  mpPublicKey: clean(raw.VITE_MP_PUBLIC_KEY),
  discordClientId: clean(raw.VITE_DISCORD_CLIENT_ID) || DEMO_DISCORD_CLIENT_ID,
  gaId: clean(raw.VITE_GA_ID),
  metaPixelId: clean(raw.VITE_META_PIXEL_ID),
  siteUrl: withoutTrailingSlash(clean(raw.VITE_SITE_URL)),
} as const;

/** With no API configured the app runs on the embedded demo backend (MSW). */
export const isDemoMode = env.apiUrl === '';

/** Absolute URL of an API path, for browser redirects that leave the SPA (Google sign-in). */
export const apiUrl = (path: string) => `${env.apiUrl}${path}`;
