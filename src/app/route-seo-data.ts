import type { SeoOverride } from '@/lib/seo/page-seo';
import type { PageSeo } from '@/lib/seo/seo';
import type { RouteMeta } from './route-table';

/** The head of a route: its seo namespace entry, what the screen says about itself, canonical and robots. */
/** Looks a key of the `seo` namespace up (typed keys do not reach route-table data). */
export type SeoText = (key: string) => string;

export function routeSeo(meta: RouteMeta, pathname: string, t: SeoText, language: string, override?: SeoOverride | null, addressLanguage?: string): PageSeo {
  return {
    title: override?.title ?? t(`${meta.seoKey}.title`),
    description: override?.description ?? t(`${meta.seoKey}.description`),
    canonicalPath: override?.canonicalPath ?? meta.canonical ?? pathname,
    noindex: !meta.indexable,
    language,
    addressLanguage,
    ogType: override?.ogType,
    image: override?.image,
  };
}
