/** The service requester wizard shown on /agency and /dashboard. */
export function ServiceRequester() {
  return null;
}
