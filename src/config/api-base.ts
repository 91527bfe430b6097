/**
 * The external API's base URL (VITE_API_URL, without its trailing slash), in a module of its own: the head script
 * asks for a customer's data before the app runs (src/startup/early-requests.ts) and carries only this of the
 * configuration. Everything else reads it as `env.apiUrl` (./env.ts).
 */
export const API_BASE = (import.meta.env.VITE_API_URL ?? '').trim().replace(/\/+$/, '');

/** The API is the demo backend: a service worker the app starts, which nothing can reach before it runs. */
export const API_IS_DEMO_BACKEND = import.meta.env.VITE_DEMO === '1';
