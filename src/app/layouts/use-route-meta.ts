import { useMatches } from 'react-router-dom';
import type { RouteMeta } from '../route-table';

const isRouteMeta = (handle: unknown): handle is RouteMeta =>
  typeof handle === 'object' && handle !== null && 'screen' in handle && 'seoKey' in handle;

/** The route table entry of the screen being shown, if any. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
