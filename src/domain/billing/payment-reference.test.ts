import { describe, expect, it } from 'vitest';
import { planInReference, referenceNamesOrder, writePaymentReference } from './payment-reference';

describe('payment references', () => {
  it('writes key:value pairs, leaving out empty values', () => {
    expect(writePaymentReference({ automation: null, plan: 'discord_bot', order: undefined, user: 7 })).toBe('plan:discord_bot:user:7');
    expect(writePaymentReference({ automation: 12, plan: 'whatsapp_bot', user: 7 })).toBe('automation:12:plan:whatsapp_bot:user:7');
  });

  it.each([
    ['plan:discord_bot:user:7', { plan: 'discord_bot', fromSetup: false }],
    ['user:7:plan:pro', { plan: 'pro', fromSetup: false }],
    ['automation:12:plan:whatsapp_bot:user:7', { plan: 'whatsapp_bot', fromSetup: true }],
  ])('reads the plan of %s', (reference, expected) => expect(planInReference(reference)).toEqual(expected));

  it.each([null, '', '7', 'order:demo-pref-3:user:7', 'plan:gold', 'user:plan:pro', `plan:pro:${'x'.repeat(300)}`])('reads no plan from %s', (reference) =>
    expect(planInReference(reference)).toBeNull(),
  );

  it('tells an order’s reference apart', () => {
    expect(referenceNamesOrder('order:demo-pref-3:user:7')).toBe(true);
    expect(referenceNamesOrder('plan:pro:user:7')).toBe(false);
    expect(referenceNamesOrder('7')).toBe(false);
    expect(referenceNamesOrder(null)).toBe(false);
  });
});
