import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { urls } from '@/config/routes';
import type { HistoryItem } from '@/lib/history-api';
import { session } from '@/lib/storage';

/** 'Reutilizar': the previous prompt, service name and type go to sessionStorage serviceForm, then /agency. */
export function useReuse() {
  const navigate = useNavigate();
  return useCallback(
    (item: HistoryItem) => {
      session.serviceForm.set({ prompt: item.prompt ?? '', service_name: item.service_name, service_type: item.service_type });
      navigate(urls.agencyRequester());
    },
    [navigate],
  );
}
