import { useEffect } from 'react';
import type { PlanId } from '@/config/constants';
import { useCurrentPlans } from './use-current-plans';

/**
 * Reads the plans a logged-in customer holds and reports them. Its own lazy chunk:
 * visitors (most of /plans' traffic) never download the query library for it.
 */
export default function CurrentPlansProbe({ onChange }: { onChange: (held: ReadonlySet<PlanId>) => void }) {
  const held = useCurrentPlans();
  const key = [...held].sort().join(' ');
  useEffect(() => onChange(held), [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the set is new each render; its content is the key
  return null;
}
