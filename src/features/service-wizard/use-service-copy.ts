import { useTranslation } from 'react-i18next';
import { serviceKeyOf } from '@/lib/service-types';
import { useServiceName } from '@/lib/service-names';

/** Translated name (lib/service-names.ts) and pitch of a catalogue service; unknown services keep the API's name. */
export function useServiceCopy() {
  const { t } = useTranslation('service-wizard');
  const name = useServiceName();
  return {
    name,
    pitch: (apiName: string) => {
      const key = serviceKeyOf(apiName);
      return key ? t(`services.${key}.pitch`) : t('catalogue.customPitch');
    },
  };
}
