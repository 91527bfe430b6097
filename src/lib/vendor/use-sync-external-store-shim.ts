/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here):
 * react-i18next imports that pre-React-18 shim, and React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
