/**
 * Stands in for the `tldts` package in the browser (vite.config.ts aliases it here). Its one caller is
 * tough-cookie, which MSW's cookie store uses in the demo backend, and which asks only for a host's registrable
 * domain. The real package carries the whole public suffix list: about 260 KB that every page load of the demo
 * parsed and ran, half of the demo backend's chunk, for cookies the demo backend never sets. This one knows the
 * suffixes of the hosts the demo runs on: a top-level domain, or a country's second level such as com.br.
 */

/** Second levels under a two-letter country domain that are public suffixes themselves (com.br, co.uk, gov.br...). */
const COUNTRY_SECOND_LEVELS = new Set(['com', 'net', 'org', 'gov', 'edu', 'co', 'ac', 'blog', 'app', 'dev']);

/** The domain a site can set cookies on (www.iagencia.com.br: iagencia.com.br); null for an IP address or a bare name. */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.includes(':') || /^\d+(\.\d+){3}$/.test(host)) return null;
  const labels = host.split('.');
  const [tld, secondLevel] = [labels.at(-1) ?? '', labels.at(-2) ?? ''];
  const suffixLabels = tld.length === 2 && COUNTRY_SECOND_LEVELS.has(secondLevel) ? 2 : 1;
  return labels.length > suffixLabels && labels.every(Boolean) ? labels.slice(-(suffixLabels + 1)).join('.') : null;
}
