import { useHistory, useSubscription } from '@/domain/orders';
import { useAuth } from '@/domain/session';
import { freshnessOf } from './history-freshness';

/** The subscription (GET /subscription) and the history (GET /ia/history/{userId}) of the logged-in customer. */
export function useClientData() {
  const { user, profileError } = useAuth();
  const subscription = useSubscription();
  const history = useHistory();
  const error = profileError || subscription.isError || history.isError;
  return {
    user,
    subscription: subscription.data,
    history: history.data?.rows,
    /** Where the rows come from, and whether asking the API again failed (the saved rows then stay). */
    freshness: freshnessOf(history),
    isLoading: !error && (user === null || subscription.isPending || history.isPending),
    error,
    reload: () => {
      void subscription.refetch();
      void history.refetch();
    },
  };
}
