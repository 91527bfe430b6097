import { BOTS, type BotName } from '@/config/bots';
import { useBotPlans, type BotPlanStatus } from '@/domain/orders';

/**
 * How /automation speaks of a bot to this visitor: as a free trial to start, as the
 * customer's own (check-bot-plan says they hold it: no trial copy, no checkout), or,
 * while that is being asked, in words that hold for both, so no trial copy flips away.
 * A failed check falls back to the trial (today's flow, which asks again before any checkout).
 */
export type BotStanding = 'trial' | 'owned' | 'checking';

const STANDING: Record<BotPlanStatus, BotStanding> = {
  anonymous: 'trial',
  'not-held': 'trial',
  unknown: 'trial',
  held: 'owned',
  checking: 'checking',
};

export function useBotStandings() {
  const { statusOf } = useBotPlans();
  return {
    standingOf: (bot: BotName): BotStanding => STANDING[statusOf(BOTS[bot].plan)],
    /** The check for this bot failed: the screen says so, briefly. */
    checkFailed: (bot: BotName): boolean => statusOf(BOTS[bot].plan) === 'unknown',
  };
}
