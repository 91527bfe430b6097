import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '@/config/constants';
import { routeSeo } from '../route-seo-data';
import { useSeoOverride } from '@/lib/page-seo';
import { useRouteMeta } from './use-route-meta';

/** A page hydrated in pt-BR was served with its head (build/prerender.ts): nothing to change until the visitor moves on. */
const headWasServed = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.render === 'hydrate' && document.documentElement.lang === DEFAULT_LANGUAGE;

/** Keeps <head> in step with the route and the language (title, description, canonical, robots, OG, Twitter). */
export function RouteSeo() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const override = useSeoOverride();
  const { t, i18n } = useTranslation('seo', { useSuspense: false });
  const language = i18n.resolvedLanguage ?? 'pt-BR';
  const ready = i18n.hasLoadedNamespace('seo');
  // What <head> says now: the served page's own head, until the app changes it.
  const current = useRef<string | null>(null);
  const firstRun = useRef(true);

  useEffect(() => {
    if (!meta || !ready) return;
    const seo = routeSeo(meta, pathname, (key) => t(key as never), language, override);
    const key = JSON.stringify(seo);
    if (firstRun.current && headWasServed()) current.current = key;
    firstRun.current = false;
    if (key === current.current) return;
    current.current = key;
    // The head code loads with the first change of page or language, not with every first visit.
    void import('@/lib/seo').then(({ applySeo }) => applySeo(seo));
  }, [meta, pathname, override, language, ready, t]);

  return null;
}
