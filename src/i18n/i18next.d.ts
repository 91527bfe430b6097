import 'i18next';
import type { businessValues } from './business-values';
import type { Resources } from './namespaces';

/** Keys are typed from pt-BR (./namespaces.ts); locales.test.ts keeps en-US in step. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    /** Filled in by i18next (./business-values.ts): no t() call passes them. */
    defaultVariables: typeof businessValues;
    interpolationFormatTypeMap: { money: number };
  }
}
