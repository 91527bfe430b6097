/**
 * A download hint in the document's head, the one way the page script (./page.ts) and the
 * app (src/app/screen-preload.ts) ask for a file before it is used: `crossorigin`, as the
 * module scripts and fetches that use the file are, so the download is reused.
 * Dependency-free: the page script is compiled into a small inline script.
 */
export function addPreloadLink(rel: 'preload' | 'modulepreload', href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  if (as) link.as = as;
  document.head.append(link);
}
