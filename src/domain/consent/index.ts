/**
 * What the visitor agreed to and when they are asked again: the cookie choice per category, the terms and
 * privacy policy accepted at registration, and the versions of each. This file is the domain's only public door.
 */
export * from './consent-record';
export { consentSchema } from './consent-schema';
export * from './versions';
