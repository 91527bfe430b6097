/**
 * An ISO day ('2026-03-02') as that calendar day at local midnight: `new Date('2026-03-02')` is UTC
 * midnight, which a Brazilian clock shows as the day before. (The legal pages have the same helper:
 * sharing it would put a chunk of its own on the blog's and the legal pages' first visit.)
 */
export function localDay(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}
