import { useTranslation } from 'react-i18next';
import { serviceKeyOf } from '@/lib/service-types';

/** Translated name and pitch of a catalogue service; unknown services keep the API's name. */
export function useServiceCopy() {
  const { t } = useTranslation('service-wizard');
  return {
    name: (apiName: string) => {
      const key = serviceKeyOf(apiName);
      return key ? t(`services.${key}.name`) : apiName;
    },
    pitch: (apiName: string) => {
      const key = serviceKeyOf(apiName);
      return key ? t(`services.${key}.pitch`) : t('catalogue.customPitch');
    },
  };
}
