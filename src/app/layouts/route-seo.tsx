import { useEffect, useRef } from 'react';
import { withRetries } from '@/lib/retry/with-retries';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { PageSeo } from '@/lib/seo/seo';
import { routeSeo } from '../route-seo-data';
import { useSeoOverride } from '@/lib/seo/page-seo';
import { hydratesServedMarkup } from '@/startup/render-state';
import { addressLanguage } from '@/i18n/language';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { useRouteMeta } from './use-route-meta';

/**
 * A hydrated page was served with its head (build/prerender.ts): nothing to change until the visitor
 * moves on, unless the page was translated before the first paint (its head is in the document's
 * language, which its og:locale names).
 */
const headWasServed = () =>
  hydratesServedMarkup && document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content') === document.documentElement.lang.replace('-', '_');

/** The served head already names this page (its title and description, an article's own included). */
const servedHeadSays = (seo: PageSeo) =>
  document.title === seo.title && document.head.querySelector('meta[name="description"]')?.getAttribute('content') === seo.description;

/** Keeps <head> in step with the route and the language (title, description, canonical, robots, OG, Twitter). */
export function RouteSeo() {
  const meta = useRouteMeta();
  const { pathname, search } = useLocation();
  const override = useSeoOverride();
  const { t, i18n } = useTranslation('seo', { useSuspense: false });
  const language = useCurrentLanguage();
  const ready = i18n.hasLoadedNamespace('seo');
  // Until the app changes <head>, a page hydrated in pt-BR still has the head it was served with.
  const served = useRef(headWasServed());
  // What the app last wrote into <head>.
  const applied = useRef<string | null>(null);
  const firstRun = useRef(true);

  useEffect(() => {
    if (!meta || !ready) return;
    const seo = routeSeo(meta, pathname, (key) => t(key as never), language, override, addressLanguage(search));
    const key = JSON.stringify(seo);
    if (applied.current === null && served.current) {
      // The first run may come before the screen names itself (an article's own title): the served head stands.
      if (firstRun.current || servedHeadSays(seo)) {
        firstRun.current = false;
        return;
      }
    }
    firstRun.current = false;
    if (key === applied.current) return;
    applied.current = key;
    // The head code loads with the first change of page or language, not with every first visit.
    // Should it not download, the page keeps its previous title and tags: nothing to tell the visitor.
    void withRetries(() => import('@/lib/seo/seo')).then(({ applySeo }) => applySeo(seo), () => undefined);
  }, [meta, pathname, search, override, language, ready, t]);

  return null;
}
