import { isBotName } from '@/config/bots';
import { paths, query } from '@/config/routes';
import { isPlanId, type PlanId } from '@/config/plans';
import type { SignupChoice } from '@/domain/journey';

/** `bot` (discord or whatsapp) wins over `plan` (a plan id); anything else is no choice. */
export function readSignupQuery(params: URLSearchParams): SignupChoice | null {
  const bot = params.get(query.bot);
  if (isBotName(bot)) return { kind: 'bot', bot };
  const plan = params.get(query.plan);
  if (isPlanId(plan)) return { kind: 'plan', plan };
  return null;
}

/** /automation for a bot, /plans for a plan (which highlights it), / otherwise. */
export function signupDestination(choice: SignupChoice | null): { to: string; state?: { chosenPlan: PlanId } } {
  if (choice?.kind === 'bot') return { to: paths.automation };
  if (choice?.kind === 'plan') return { to: paths.plans, state: { chosenPlan: choice.plan } };
  return { to: paths.home };
}
