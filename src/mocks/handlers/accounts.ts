import type { HttpHandler } from 'msw';

/** /register, /ia/automation-request, /ia/discord-invite. Owned by the accounts area. */
export const accountHandlers: HttpHandler[] = [];
