import { BOTS, type BotName } from '@/config/bots';
import { useBotPlans, type BotPlanStatus } from '@/domain/billing';
import { useIncludedBot } from './use-included-bot';

/**
 * How /automation speaks of a bot to this visitor: as a free trial to start, as the
 * customer's own (check-bot-plan says they hold it: no trial copy, no checkout), as the
 * one their Combo includes (no trial copy, no checkout: use-included-bot.ts), or, while
 * that is being asked, in words that hold for all, so no trial copy flips away.
 * A failed check falls back to the trial (today's flow, which asks again before any checkout).
 */
export type BotStanding = 'trial' | 'owned' | 'included' | 'checking';

const STANDING: Record<BotPlanStatus, BotStanding> = {
  anonymous: 'trial',
  'not-held': 'trial',
  unknown: 'trial',
  held: 'owned',
  checking: 'checking',
};

export function useBotStandings() {
  const { statusOf } = useBotPlans();
  const combo = useIncludedBot();
  const standingOf = (bot: BotName): BotStanding => {
    const standing = STANDING[statusOf(BOTS[bot].plan)];
    if (standing !== 'trial') return standing;
    if (combo.status === 'checking') return 'checking';
    return combo.includes(bot) ? 'included' : 'trial';
  };
  return {
    standingOf,
    /** A check for this bot failed (its plan, or what the account's plan includes): the screen says so, briefly. */
    checkFailed: (bot: BotName): boolean => standingOf(bot) === 'trial' && (statusOf(BOTS[bot].plan) === 'unknown' || combo.status === 'unknown'),
    /** What the screen knows of the Combo's included bot, for the request: null when it could not tell. */
    includedKnown: (bot: BotName): boolean | null => (combo.status === 'combo' || combo.status === 'none' ? combo.includes(bot) : null),
  };
}
