import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { isDemoMode } from '@/config/env';
import { routeTable, type RouteMeta } from '../route-table';

/** The table's routes as the router registers them (src/app/router.tsx), each with its entry as `handle`. */
const tableRoutes = routeTable.filter((meta) => !meta.demoOnly || isDemoMode).map((meta) => ({ path: meta.path, handle: meta }));

/** The route table entry of the screen being shown, if any. */
export function useRouteMeta(): RouteMeta | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(tableRoutes, pathname)?.at(-1)?.route.handle, [pathname]);
}
