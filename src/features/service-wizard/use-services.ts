import { useApiQuery } from '@/lib/use-api-query';
import { getServices } from './api';

/** The catalogue of GET /ia/services, flattened. */
export const useServices = () => useApiQuery('ia-services', getServices);
