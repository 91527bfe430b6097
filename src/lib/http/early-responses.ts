/**
 * The answers the head script asked for before the app ran (src/startup/early-requests.ts): each taken once, by the
 * request it stands for, and only by the session that asked it (the token it was sent with). A taken answer that
 * failed to arrive, or that the API refused, leaves the request to ask again, as it would have without it.
 */
import { EARLY_REQUESTS_KEY, type EarlyRequests } from '@/startup/early-requests';

function pending(): EarlyRequests | null {
  return typeof window === 'undefined' ? null : ((window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_KEY] ?? null);
}

/** The early response for this API path (e.g. `/me`), asked with `token`; null when there is none to take. */
export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | null {
  const early = pending();
  if (!early || !token || early.token !== token) return null;
  const response = early.responses[path];
  if (!response) return null;
  delete early.responses[path];
  return response;
}
