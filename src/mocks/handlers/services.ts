import type { HttpHandler } from 'msw';

/** /ia/services, /payments/preference, /payments/process, /ia/subscription/*, /ia/history*, /ia/texto|imagem|audio. Owned by the AI services area. */
export const serviceHandlers: HttpHandler[] = [];
