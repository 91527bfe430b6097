/**
 * The login session: the stored token, the profile it opens, how it ends (logout, expiry, another tab)
 * and the guard of private screens. This file is the domain's only public door.
 */
export * from './auth';
export * from './auth-api';
export * from './login-route';
export * from './require-auth';
export { rememberedAccount } from './account-data';
export { hasSession } from './session-token';
export { fetchStoredProfile } from './profile-watch';
