import { fromApi, useQuery } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { getServices } from './api';

/** The catalogue of GET /ia/services, flattened; it changes seldom, so it stays fresh for 10 minutes. */
export const useServices = () => useQuery({ queryKey: queryKeys.services(), queryFn: fromApi(getServices), staleTime: 10 * 60_000 });

export type ServicesQuery = ReturnType<typeof useServices>;
