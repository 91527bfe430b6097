import { describe, expect, it } from 'vitest';
import { approvedPaymentDestination, decidePurchase, type PurchaseFacts } from './purchase';

const facts = (over: Partial<PurchaseFacts> = {}): PurchaseFacts => ({
  known: null,
  session: 'authenticated',
  record: 'absent',
  subscription: { state: 'done', value: { plan: null, is_active: false } },
  bots: { state: 'done', value: [] },
  ...over,
});

describe('decidePurchase', () => {
  it('the payment’s own plan first, then its order, then what the account holds', () => {
    expect(decidePurchase(facts({ known: { plan: 'pro', fromSetup: false }, record: 'found' }))).toEqual({ kind: 'plan', plan: 'pro', fromSetup: false });
    expect(decidePurchase(facts({ record: 'found', bots: { state: 'done', value: ['discord_bot'] } }))).toEqual({ kind: 'order' });
    expect(
      decidePurchase(facts({ bots: { state: 'done', value: ['discord_bot', 'whatsapp_bot'] }, subscription: { state: 'done', value: { plan: 'start', is_active: true } } })),
    ).toEqual({ kind: 'account', plans: ['whatsapp_bot', 'discord_bot', 'start'] });
  });

  it('a bot named by GET /subscription, or an inactive plan, is not a content plan', () => {
    expect(decidePurchase(facts({ subscription: { state: 'done', value: { plan: 'whatsapp_bot', is_active: true } } }))).toEqual({ kind: 'unknown', reason: 'nothing' });
    expect(decidePurchase(facts({ subscription: { state: 'done', value: { plan: 'pro', is_active: false } } }))).toEqual({ kind: 'unknown', reason: 'nothing' });
  });

  it('says it cannot tell rather than guess', () => {
    expect(decidePurchase(facts({ record: 'failed', bots: { state: 'done', value: ['discord_bot'] } }))).toEqual({ kind: 'unknown', reason: 'failed' });
    expect(decidePurchase(facts({ session: 'anonymous' }))).toEqual({ kind: 'unknown', reason: 'anonymous' });
    expect(decidePurchase(facts({ bots: { state: 'failed' } }))).toEqual({ kind: 'unknown', reason: 'failed' });
  });

  it('waits for the answers it needs', () => {
    expect(decidePurchase(facts({ record: 'loading' }))).toEqual({ kind: 'checking' });
    expect(decidePurchase(facts({ session: 'loading' }))).toEqual({ kind: 'checking' });
    expect(decidePurchase(facts({ subscription: { state: 'loading' } }))).toEqual({ kind: 'checking' });
  });
});

describe('approvedPaymentDestination (the pending page, once the payment is approved)', () => {
  it('a plan or a bot, named or held: the success page with its next step', () => {
    expect(approvedPaymentDestination({ kind: 'plan', plan: 'discord_bot', fromSetup: false })).toBe('success');
    expect(approvedPaymentDestination({ kind: 'account', plans: ['whatsapp_bot'] })).toBe('success');
  });

  it('an order, or nothing that tells (anonymous included): the processing step, as the rule says', () => {
    expect(approvedPaymentDestination({ kind: 'order' })).toBe('processing');
    expect(approvedPaymentDestination({ kind: 'unknown', reason: 'anonymous' })).toBe('processing');
    expect(approvedPaymentDestination({ kind: 'unknown', reason: 'failed' })).toBe('processing');
    expect(approvedPaymentDestination({ kind: 'unknown', reason: 'nothing' })).toBe('processing');
  });

  it('nowhere while still asking', () => {
    expect(approvedPaymentDestination({ kind: 'checking' })).toBeNull();
  });
});
