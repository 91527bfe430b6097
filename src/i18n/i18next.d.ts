import 'i18next';
import type { Resources } from './namespaces';

/** Keys are typed from pt-BR (./namespaces.ts); locales.test.ts keeps en-US in step. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
