/**
 * The work in progress several features share, kept across the login and the payment redirect
 * (docs/product/accounts.md#after-login): the plan picked before logging in, what /signup was opened for,
 * an order reused from the history, and the "continue to payment/automation" flags. Each feature that writes
 * one and each that reads it (the login's next step, src/features/auth/after-login.ts) meet here. Only screens
 * import this (never the app shell), so a first visit to a landing does not download these schemas.
 */
import * as v from 'valibot';
import { BOT_NAMES, PLAN_IDS } from '@/config/plans';
import { bundledSchemaItem, STORAGE_KEYS, type StoredItem } from '@/lib/storage/storage';

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

export const journey = {
  /** localStorage: the plan chosen before logging in (docs/product/accounts.md#subscribe-flow). */
  pendingPlan: bundledSchemaItem('local', STORAGE_KEYS.pendingPlan, v.picklist(PLAN_IDS), 'text'),
  /** localStorage: what /signup was opened for, read by /automation and /plans. */
  signupChoice: bundledSchemaItem('local', STORAGE_KEYS.signupChoice, signupChoiceSchema),
  /** sessionStorage: 'Reutilizar' from the history, read by the service requester. */
  serviceForm: bundledSchemaItem('session', STORAGE_KEYS.serviceForm, serviceFormSchema),
  continueToPayment: flagItem('session', STORAGE_KEYS.continueToPayment),
  continueToAutomation: flagItem('session', STORAGE_KEYS.continueToAutomation),
};

export type SignupChoice = typeof journey.signupChoice extends StoredItem<infer T> ? T : never;
