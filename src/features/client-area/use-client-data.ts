import { useDeferredValue } from 'react';
import { useHistory } from '@/domain/orders';
import { useSubscription } from '@/domain/billing';
import { useAuth } from '@/domain/session';
import { freshnessOf } from './history-freshness';

/** The subscription (GET /subscription) and the history (GET /ia/history/{userId}) of the logged-in customer. */
export function useClientData() {
  const { user, profileError } = useAuth();
  const subscription = useSubscription();
  const history = useHistory();
  // The rows render as a transition, in slices, so the frame that shows them is not one long task.
  const rows = useDeferredValue(history.data);
  const error = profileError || subscription.isError || history.isError;
  return {
    user,
    subscription: subscription.data,
    history: rows?.rows,
    /** Where the rows come from, and whether asking the API again failed (the saved rows then stay). */
    freshness: freshnessOf({ data: rows, refetch: history.refetch }),
    isLoading: !error && (user === null || subscription.isPending || rows === undefined),
    error,
    reload: () => {
      void subscription.refetch();
      void history.refetch();
    },
  };
}
