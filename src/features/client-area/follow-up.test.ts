import { describe, expect, it } from 'vitest';
import { followUpOf } from './follow-up';

const order = { payment_id: '70001234', service_type: 'text', result: { kind: 'none' as const } };

describe('followUpOf', () => {
  it('sends a pending payment to its status page, in either vocabulary', () => {
    expect(followUpOf({ ...order, payment_status: 'pending' })).toEqual({ kind: 'payment', href: '/payment-pending?payment_id=70001234' });
    expect(followUpOf({ ...order, payment_status: 'pendente' })).toEqual({ kind: 'payment', href: '/payment-pending?payment_id=70001234' });
  });

  it('sends a paid order still without its result to its processing view', () => {
    expect(followUpOf({ ...order, payment_status: 'approved' })).toEqual({ kind: 'order', href: '/agency?payment=processing&payment_id=70001234' });
  });

  it('offers nothing for a delivered order, a refused payment, a type made to order or a row without a payment id', () => {
    expect(followUpOf({ ...order, payment_status: 'approved', result: { kind: 'text' } })).toBeNull();
    expect(followUpOf({ ...order, payment_status: 'rejected' })).toBeNull();
    expect(followUpOf({ ...order, payment_status: 'approved', service_type: 'video' })).toBeNull();
    expect(followUpOf({ ...order, payment_status: 'pending', payment_id: null })).toBeNull();
    expect(followUpOf({ ...order, payment_status: 'pending', payment_id: 'null' })).toBeNull();
  });
});
