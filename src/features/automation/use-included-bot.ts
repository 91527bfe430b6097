import type { BotName } from '@/config/bots';
import { activePlanOf, useSubscription } from '@/domain/billing';
import { useAuth } from '@/domain/session';
import { includedBotOf, type IncludedBot } from './included-bot';

/**
 * Whether the customer's plan includes a bot (the Combo: COMBO_ACTIVE_BOTS, docs/product/plans-and-prices.md#monthly-quotas),
 * as GET /subscription says: 'combo', 'none' (no session, or another plan), 'checking', or
 * 'unknown' when that call failed. The Combo includes one bot: once this browser set one up as
 * the included one (included-bot.ts), the other is a subscription of its own.
 */
type ComboStatus = 'combo' | 'none' | 'checking' | 'unknown';

export function useIncludedBot() {
  const { status: session, user } = useAuth();
  const subscription = useSubscription();
  let status: ComboStatus;
  if (session === 'loading') status = 'checking';
  else if (session !== 'authenticated') status = 'none';
  else if (subscription.isError) status = 'unknown';
  else if (subscription.isPending) status = 'checking';
  else status = activePlanOf(subscription.data) === 'combo' ? 'combo' : 'none';
  const taken: IncludedBot | null = status === 'combo' ? includedBotOf(user?.id) : null;
  return {
    status,
    /** The bot set up here as the Combo's, with when. */
    taken,
    /** This bot can be the Combo's included one: the plan is the Combo and its one bot is not taken by the other. */
    includes: (bot: BotName): boolean => status === 'combo' && (taken === null || taken.bot === bot),
    refetch: () => void subscription.refetch(),
  };
}
