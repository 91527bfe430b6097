import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { REQUESTER_STATE, paths } from '@/config/routes';
import type { HistoryRow } from '@/domain/orders';
import { journey } from '@/domain/journey';

/**
 * 'Reutilizar': the previous prompt, service name and type go to sessionStorage serviceForm,
 * then to the requester, scrolled into view and focused: /agency (docs/product/services.md#back-to-the-order-form), or the page's own
 * requester where it has one (the dashboard).
 */
export function useReuse(requesterPath: string = paths.agency) {
  const navigate = useNavigate();
  return useCallback(
    (item: Pick<HistoryRow, 'prompt' | 'service_name' | 'service_type'>) => {
      journey.serviceForm.set({ prompt: item.prompt ?? '', service_name: item.service_name, service_type: item.service_type });
      navigate(requesterPath, { state: REQUESTER_STATE });
    },
    [navigate, requesterPath],
  );
}
