import { useTranslation } from 'react-i18next';
import { isAnalyticsConfigured } from '@/lib/analytics/analytics';
import { openConsentPreferences } from './consent-review';

/** Footer button to change the cookie choice; absent when no tracker is configured. */
export function ConsentPreferencesButton() {
  return isAnalyticsConfigured() ? <PreferencesButton /> : null;
}

function PreferencesButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="consent-preferences-button" onClick={(event) => openConsentPreferences(event.currentTarget)}>
      {t('consent.preferences')}
    </button>
  );
}
