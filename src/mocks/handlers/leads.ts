import type { HttpHandler } from 'msw';

/** POST /api/leads (same origin). Owned by the marketing area. */
export const leadHandlers: HttpHandler[] = [];
