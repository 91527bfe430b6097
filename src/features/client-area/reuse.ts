import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { REQUESTER_STATE, paths } from '@/config/routes';
import type { HistoryRow } from '@/domain/orders';
import { journey } from '@/domain/journey';
import { useMarkThenRun } from '@/lib/react/use-mark-then-run';

/**
 * 'Reutilizar': the previous prompt, service name and type go to sessionStorage serviceForm,
 * then to the requester, scrolled into view and focused: /agency (docs/product/services.md#back-to-the-order-form), or the page's own
 * requester where it has one (the dashboard).
 *
 * The tap is answered at once: its button (BUTTON, when given) shows it is working in the next frame, and the
 * requester, a whole screen to render and lay out, follows once that frame is painted (docs/performance.md).
 */
export function useReuse(requesterPath: string = paths.agency) {
  const navigate = useNavigate();
  const markThenRun = useMarkThenRun();
  return useCallback(
    (item: Pick<HistoryRow, 'prompt' | 'service_name' | 'service_type'>, button?: HTMLElement | null) => {
      journey.serviceForm.set({ prompt: item.prompt ?? '', service_name: item.service_name, service_type: item.service_type });
      markThenRun(button, () => navigate(requesterPath, { state: REQUESTER_STATE }));
    },
    [navigate, requesterPath, markThenRun],
  );
}
