import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import type { HistoryItem } from '@/lib/history-api';
import { session } from '@/lib/storage';

/** The requester's anchor on /agency (it sits below the agency landing). */
const REQUESTER_HASH = '#solicitar-servico';

/** 'Reutilizar': the previous prompt, service name and type go to sessionStorage serviceForm, then /agency. */
export function useReuse() {
  const navigate = useNavigate();
  return useCallback(
    (item: HistoryItem) => {
      session.serviceForm.set({ prompt: item.prompt ?? '', service_name: item.service_name, service_type: item.service_type });
      navigate(`${paths.agency}${REQUESTER_HASH}`);
    },
    [navigate],
  );
}
