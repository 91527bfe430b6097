import { useTranslation } from 'react-i18next';
import { serviceKeyOf } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';

/**
 * The catalogue's categories (docs/product/services.md#service-types-and-briefings), keyed by the API's name as it sends it
 * (GET /ia/services). A category the map does not know is shown as the API wrote it.
 */
const CATEGORY_KEYS: Record<string, 'marketing' | 'webDevelopment' | 'automation'> = {
  'marketing digital': 'marketing',
  'desenvolvimento web': 'webDevelopment',
  automação: 'automation',
};
const categoryKeyOf = (apiName: string) => CATEGORY_KEYS[apiName.normalize('NFC').trim().toLowerCase()];

/** Translated name (domain/orders/service-names.ts), pitch and category of a catalogue service; unknown ones keep the API's words. */
export function useServiceCopy() {
  const { t } = useTranslation('service-wizard');
  const name = useServiceName();
  return {
    name,
    pitch: (apiName: string) => {
      const key = serviceKeyOf(apiName);
      return key ? t(`services.${key}.pitch`) : t('catalogue.customPitch');
    },
    category: (apiName: string) => {
      const key = categoryKeyOf(apiName);
      return key ? t(`catalogue.categories.${key}`) : apiName;
    },
  };
}
