import { useAuth } from '@/lib/auth';
import { getHistory } from '@/lib/history-api';
import { getSubscription } from '@/lib/subscription-api';
import { useApiQuery } from '@/lib/use-api-query';

/** The subscription (GET /subscription) and the history (GET /ia/history/{userId}) of the logged-in customer. */
export function useClientData() {
  const { user, profileError } = useAuth();
  const userId = user?.id ?? null;
  const subscription = useApiQuery(userId !== null ? `subscription-${userId}` : null, getSubscription);
  const history = useApiQuery(userId !== null ? `history-${userId}` : null, (signal) => getHistory(userId ?? '', signal));
  const error = profileError || Boolean(subscription.error) || Boolean(history.error);
  return {
    user,
    subscription: subscription.data,
    history: history.data,
    isLoading: !error && (userId === null || subscription.isLoading || history.isLoading),
    error,
    reload: () => {
      subscription.reload();
      history.reload();
    },
  };
}

export function useHistory() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useApiQuery(userId !== null ? `history-${userId}` : null, (signal) => getHistory(userId ?? '', signal));
}
