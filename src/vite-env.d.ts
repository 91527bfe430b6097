/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEMO?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_WHATSAPP_NUMBER?: string;
  readonly VITE_MP_PUBLIC_KEY?: string;
  readonly VITE_DISCORD_CLIENT_ID?: string;
  readonly VITE_GA_ID?: string;
  readonly VITE_META_PIXEL_ID?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_COMPANY_LEGAL_NAME?: string;
  readonly VITE_COMPANY_CNPJ?: string;
  readonly VITE_COMPANY_ADDRESS?: string;
  readonly VITE_COMPANY_EMAIL?: string;
  readonly VITE_COMPANY_DPO_NAME?: string;
  readonly VITE_COMPANY_DPO_EMAIL?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_LINKEDIN?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Where a production build serves the translations: `${__LOCALES_BASE__}<lng>/<ns>.json` (build/plugins.ts). */
declare const __LOCALES_BASE__: string;
