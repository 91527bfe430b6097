/**
 * The work in progress several screens share, kept across the login and the
 * payment redirect: the plan picked before logging in, what /signup was opened
 * for, a reused order, the "continue to payment/automation" flags and the plan
 * of a checkout in flight. Only screens import this (never the app shell), so a
 * first visit to a landing does not download these schemas.
 */
import * as v from 'valibot';
import { BOT_NAMES } from '@/config/bots';
import { PLAN_IDS } from '@/config/plans';
import { bundledSchemaItem, STORAGE_KEYS, type StoredItem } from './storage';

type Area = 'local' | 'session';

/** A flag stored as '1' (any other value reads as false, and is dropped). */
function flagItem(which: Area, key: string) {
  const item = bundledSchemaItem(which, key, v.picklist(['1']), 'text');
  return {
    key,
    get: () => item.get() === '1',
    set: (on: boolean) => (on ? item.set('1') : item.remove()),
    remove: item.remove,
  };
}

const text = v.string();

/** What /signup was opened for: a bot, or a plan. */
const signupChoiceSchema = v.union([
  v.object({ kind: v.picklist(['bot']), bot: v.picklist(BOT_NAMES) }),
  v.object({ kind: v.picklist(['plan']), plan: v.picklist(PLAN_IDS) }),
]);

/** 'Reutilizar' from the history: the previous prompt, service name and type. */
const serviceFormSchema = v.object({
  prompt: v.nullish(text, ''),
  service_name: v.pipe(
    text,
    v.check((name) => name.trim() !== ''),
    v.transform((name) => name.trim()),
  ),
  service_type: v.nullish(text, ''),
});

/** The plan whose checkout this tab left for, and when: read on the way back to say what comes next. */
const checkoutPlanSchema = v.object({ plan: v.picklist(PLAN_IDS), at: v.number() });

export const journey = {
  /** localStorage: the plan chosen before logging in (docs/product/accounts.md#subscribe-flow). */
  pendingPlan: bundledSchemaItem('local', STORAGE_KEYS.pendingPlan, v.picklist(PLAN_IDS), 'text'),
  /** localStorage: what /signup was opened for, read by /automation and /plans. */
  signupChoice: bundledSchemaItem('local', STORAGE_KEYS.signupChoice, signupChoiceSchema),
  /** sessionStorage: 'Reutilizar' from the history, read by the service requester. */
  serviceForm: bundledSchemaItem('session', STORAGE_KEYS.serviceForm, serviceFormSchema),
  continueToPayment: flagItem('session', STORAGE_KEYS.continueToPayment),
  continueToAutomation: flagItem('session', STORAGE_KEYS.continueToAutomation),
  /** Set just before a plan checkout's redirect (domain/billing/subscribe.ts); /payment-success reads it on the return. */
  checkoutPlan: bundledSchemaItem('session', STORAGE_KEYS.checkoutPlan, checkoutPlanSchema),
};

export type SignupChoice = typeof journey.signupChoice extends StoredItem<infer T> ? T : never;
