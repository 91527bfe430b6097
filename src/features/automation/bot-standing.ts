import { PLAN_OF_BOT } from '@/config/constants';
import { useBotPlans, type BotPlanStatus } from '@/lib/account-queries';
import type { BotChoice } from './types';

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
    standingOf: (bot: BotChoice): BotStanding => STANDING[statusOf(PLAN_OF_BOT[bot])],
    /** The check for this bot failed: the screen says so, briefly. */
    checkFailed: (bot: BotChoice): boolean => statusOf(PLAN_OF_BOT[bot]) === 'unknown',
  };
}
