/** Cookie consent and the consent-gated trackers. This file is the feature's only public door. */
export { ConsentPreferencesButton } from './consent-preferences-button';
export { ConsentManager } from './consent-manager';
