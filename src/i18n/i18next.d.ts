import 'i18next';
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

/** Keys are typed from pt-BR; locales.test.ts keeps en-US in step. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
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
    };
  }
}
