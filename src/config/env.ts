/**
 * Typed access to the VITE_* variables. Nothing else reads import.meta.env.
 * Each variable is documented in .env.example and the README.
 */
import { API_BASE } from './api-base';
import { siteOrigin } from './site-origin';

const raw = import.meta.env;

const clean = (value: string | undefined) => (value ?? '').trim();

/** The demo's chat number when VITE_WHATSAPP_NUMBER is not set; a real site without one shows no chat links. */
const DEMO_WHATSAPP_NUMBER = '5511987654321';
/** Used when VITE_DISCORD_CLIENT_ID is not set (demo and tests). */
const DEMO_DISCORD_CLIENT_ID = '000000000000000000';

export const env = {
  /** Base of the external API (the build refuses an empty one outside demo mode). */
  apiUrl: API_BASE,
  /** Digits only; empty when unset (chat links are then left out). */
  whatsappNumber: clean(raw.VITE_WHATSAPP_NUMBER).replace(/\D/g, '') || (raw.VITE_DEMO === '1' ? DEMO_WHATSAPP_NUMBER : ''),
  mpPublicKey: clean(raw.VITE_MP_PUBLIC_KEY),
  discordClientId: clean(raw.VITE_DISCORD_CLIENT_ID) || DEMO_DISCORD_CLIENT_ID,
  gaId: clean(raw.VITE_GA_ID),
  metaPixelId: clean(raw.VITE_META_PIXEL_ID),
  siteUrl: siteOrigin(raw.VITE_SITE_URL),
  /** The company behind the site; an unset value leaves its line out of the pages. */
  /** Social profiles; an unset one has no link. */
  social: {
    instagram: clean(raw.VITE_SOCIAL_INSTAGRAM),
    linkedin: clean(raw.VITE_SOCIAL_LINKEDIN),
    youtube: clean(raw.VITE_SOCIAL_YOUTUBE),
  },
  company: {
    legalName: clean(raw.VITE_COMPANY_LEGAL_NAME),
    cnpj: clean(raw.VITE_COMPANY_CNPJ),
    address: clean(raw.VITE_COMPANY_ADDRESS),
    email: clean(raw.VITE_COMPANY_EMAIL),
    dpoName: clean(raw.VITE_COMPANY_DPO_NAME),
    dpoEmail: clean(raw.VITE_COMPANY_DPO_EMAIL),
  },
} as const;

/**
 * Demo mode is asked for (VITE_DEMO=1, as `npm start` does), never inferred.
 * Compared directly on import.meta.env so the build folds it to a constant and
 * drops the demo backend and the demo screens from production bundles.
 */
export const isDemoMode = import.meta.env.VITE_DEMO === '1';

/** A production build (not the dev server, not the tests). */
export const isProductionBuild: boolean = import.meta.env.PROD;
/** The build that renders the public pages to HTML (build/prerender.ts), running in Node. */
export const isPrerendering: boolean = import.meta.env.SSR;
/** The dev server (`npm start` without a build): errors are also logged to the console. */
export const isDevServer: boolean = import.meta.env.DEV;
/** Where the site is served from (Vite's `base`), with its trailing slash. */
export const basePath: string = import.meta.env.BASE_URL;

/** Absolute URL of an API path, for browser redirects that leave the SPA (Google sign-in). */
export const apiUrl = (path: string) => `${env.apiUrl}${path}`;

/** The configured social profiles, in display order; unset ones are left out. */
export const socialLinks = () =>
  [
    { id: 'instagram', label: 'Instagram', href: env.social.instagram },
    { id: 'linkedin', label: 'LinkedIn', href: env.social.linkedin },
    { id: 'youtube', label: 'YouTube', href: env.social.youtube },
  ].filter((link) => link.href !== '');
