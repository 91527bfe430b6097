import { fromApi, useQuery } from '@/lib/http/query-client';
import { queryKeys } from '@/lib/http/query-keys';
import { getServices } from './api';

/** The catalogue of GET /ia/services changes seldom: a copy this young is used without asking again. */
const SERVICE_CATALOGUE_FRESH_MS = 10 * 60_000;

/** The catalogue of GET /ia/services, flattened. */
export const useServices = () => useQuery({ queryKey: queryKeys.services(), queryFn: fromApi(getServices), staleTime: SERVICE_CATALOGUE_FRESH_MS });

export type ServicesQuery = ReturnType<typeof useServices>;
