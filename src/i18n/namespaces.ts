import type common from './locales/pt-BR/common.json';
import type seo from './locales/pt-BR/seo.json';
import type marketing from './locales/pt-BR/marketing.json';
import type landingWhatsapp from './locales/pt-BR/landing-whatsapp.json';
import type landingDiscord from './locales/pt-BR/landing-discord.json';
import type landingAgency from './locales/pt-BR/landing-agency.json';
import type blog from './locales/pt-BR/blog.json';
import type plans from './locales/pt-BR/plans.json';
import type auth from './locales/pt-BR/auth.json';
import type automation from './locales/pt-BR/automation.json';
import type payments from './locales/pt-BR/payments.json';
import type serviceWizard from './locales/pt-BR/service-wizard.json';
import type serviceNames from './locales/pt-BR/service-names.json';
import type clientArea from './locales/pt-BR/client-area.json';
import type demo from './locales/pt-BR/demo.json';

/**
 * The translation namespaces, in one place: `common` plus one per product area, each a file
 * locales/<lng>/<ns>.json. Their keys are typed from pt-BR (./i18next.d.ts); locales.test.ts
 * keeps en-US in step. A new namespace is its two files and one line in each list below.
 */
export interface Resources {
  common: typeof common;
  seo: typeof seo;
  marketing: typeof marketing;
  'landing-whatsapp': typeof landingWhatsapp;
  'landing-discord': typeof landingDiscord;
  'landing-agency': typeof landingAgency;
  blog: typeof blog;
  plans: typeof plans;
  auth: typeof auth;
  automation: typeof automation;
  payments: typeof payments;
  'service-wizard': typeof serviceWizard;
  'service-names': typeof serviceNames;
  'client-area': typeof clientArea;
  demo: typeof demo;
}

export type Namespace = keyof Resources;

export const NAMESPACES = [
  'common',
  'seo',
  'marketing',
  'landing-whatsapp',
  'landing-discord',
  'landing-agency',
  'blog',
  'plans',
  'auth',
  'automation',
  'payments',
  'service-wizard',
  'service-names',
  'client-area',
  'demo',
] as const satisfies readonly Namespace[];

// Every namespace of Resources is in NAMESPACES: the type check fails on one left out.
const everyNamespace: [Exclude<Namespace, (typeof NAMESPACES)[number]>] extends [never] ? true : false = true;
void everyNamespace;
