import type { BrowserContext } from '@playwright/test';

/**
 * A visitor who chose a language before: the app keeps it in the `i18next` cookie as well as in
 * localStorage, and the host sends the document in that language by it (deploy/nginx.conf). A
 * first visit from an English browser gets the address's Portuguese document, rendered by the
 * browser in English instead (tests/e2e/smoke/prerender.spec.ts).
 */
export async function returningIn(context: BrowserContext, baseURL: string, language: 'pt-BR' | 'en-US'): Promise<void> {
  await context.addCookies([{ name: 'i18next', value: language, url: baseURL }]);
}
