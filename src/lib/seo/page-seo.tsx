import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PageSeo } from './seo';

export type SeoOverride = Partial<Pick<PageSeo, 'title' | 'description' | 'ogType' | 'image' | 'canonicalPath'>>;

const SeoOverrideContext = createContext<((override: SeoOverride | null) => void) | null>(null);
const SeoValueContext = createContext<SeoOverride | null>(null);

/** Holds what the current screen says about itself (an article's own title), over the route's defaults. */
export function SeoProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<SeoOverride | null>(null);
  return (
    <SeoOverrideContext.Provider value={setOverride}>
      <SeoValueContext.Provider value={override}>{children}</SeoValueContext.Provider>
    </SeoOverrideContext.Provider>
  );
}

/** A screen's own title and description (e.g. a blog article), cleared when it unmounts. */
export function usePageSeo(override: SeoOverride | null): void {
  const setOverride = useContext(SeoOverrideContext);
  const key = JSON.stringify(override);
  useEffect(() => {
    if (!setOverride) return;
    setOverride(key === 'null' ? null : (JSON.parse(key) as SeoOverride));
    return () => setOverride(null);
  }, [key, setOverride]);
}

export const useSeoOverride = () => useContext(SeoValueContext);
