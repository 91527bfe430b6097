import { useEffect } from 'react';
import { BOT_PLAN_IDS, type PlanId } from '@/config/plans';
import { BOT_PLANS } from '@/config/bots';
import { useIncludedBot } from '@/features/automation';
import { useCurrentPlans } from './use-current-plans';

/** What a logged-in customer has: the plans they hold, and the bots their Combo would cover (none held, the one bot not taken). */
export interface CurrentPlans {
  held: ReadonlySet<PlanId>;
  included: ReadonlySet<PlanId>;
}

/**
 * Reads the plans a logged-in customer holds and reports them. Its own lazy chunk:
 * visitors (most of /plans' traffic) never download the query library for it.
 */
export default function CurrentPlansProbe({ onChange }: { onChange: (plans: CurrentPlans) => void }) {
  const held = useCurrentPlans();
  const combo = useIncludedBot();
  const included = new Set<PlanId>(BOT_PLAN_IDS.filter((plan) => !held.has(plan) && combo.includes(BOT_PLANS[plan].name)));
  const key = `${[...held].sort().join(' ')}|${[...included].sort().join(' ')}`;
  useEffect(() => onChange({ held, included }), [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the sets are new each render; their content is the key
  return null;
}
