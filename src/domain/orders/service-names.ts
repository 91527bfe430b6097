import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { serviceKeyOf } from './service-types';

/**
 * How a catalogue service is named on screen. The API's name (Portuguese, docs/product/services.md#service-types-and-briefings)
 * is the service's identity and is what every request carries; the visitor reads it
 * in their language through the `service-names` namespace, keyed by the service's
 * stable key (domain/orders/service-types.ts). A name the map does not know is shown as the
 * API wrote it.
 */
function serviceDisplayName(t: TFunction<'service-names'>, apiName: string): string {
  const key = serviceKeyOf(apiName);
  return key ? t(key) : apiName;
}

/** `serviceDisplayName` in the visitor's current language. */
export function useServiceName(): (apiName: string) => string {
  const { t } = useTranslation('service-names');
  return useCallback((apiName: string) => serviceDisplayName(t, apiName), [t]);
}
