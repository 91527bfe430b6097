import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { applySeo } from '@/lib/seo';
import { routeSeo } from '../route-seo-data';
import { useSeoOverride } from '@/lib/page-seo';
import { useRouteMeta } from './use-route-meta';

/** Keeps <head> in step with the route and the language (title, description, canonical, robots, OG, Twitter). */
export function RouteSeo() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const override = useSeoOverride();
  const { t, i18n } = useTranslation('seo', { useSuspense: false });
  const language = i18n.resolvedLanguage ?? 'pt-BR';
  const ready = i18n.hasLoadedNamespace('seo');

  useEffect(() => {
    if (!meta || !ready) return;
    applySeo(routeSeo(meta, pathname, (key) => t(key as never), language, override));
  }, [meta, pathname, override, language, ready, t]);

  return null;
}
