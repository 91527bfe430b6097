/**
 * The data a customer's page needs, asked for by the head script as the document arrives, before any of the app's
 * code has downloaded (docs/startup.md#early-requests). A page names the API paths it needs in `<html data-early>`
 * (its row of the route table, written by the build); with a stored session the requests leave at once, with the
 * session's token and the page's language, and the app takes their answers instead of asking again
 * (src/lib/http/early-responses.ts). Never in a demo build: its API is a service worker that starts with the app.
 */
import { API_BASE, API_IS_DEMO_BACKEND } from '@/config/api-base';
import { ACCOUNT_IN_PATH } from '@/config/early-requests';

/** Where the answers wait for the app: the token they were asked with, each path's response. */
export const EARLY_REQUESTS_KEY = '__earlyRequests';

export interface EarlyRequests {
  token: string;
  responses: Record<string, Promise<Response>>;
}

/** `paths`: the page's `data-early`, space-separated; a path naming the account is asked only when one is remembered. */
export function startEarlyRequests({ paths, token, account, language }: { paths: string | null; token: string | null; account: string | null; language: string }): void {
  if (!paths || !token || API_IS_DEMO_BACKEND) return;
  const responses: Record<string, Promise<Response>> = {};
  for (const template of paths.split(' ')) {
    if (template.includes(ACCOUNT_IN_PATH) && !account) continue;
    const path = template.replace(ACCOUNT_IN_PATH, encodeURIComponent(account ?? ''));
    const response = fetch(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language } });
    // An answer nobody takes (the app asked again, or left) is no error.
    response.catch(() => undefined);
    responses[path] = response;
  }
  (window as unknown as Record<string, EarlyRequests>)[EARLY_REQUESTS_KEY] = { token, responses };
}
