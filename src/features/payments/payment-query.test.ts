import { describe, expect, it } from 'vitest';
import { mercadoPagoReferences } from './payment-query';

describe('mercadoPagoReferences', () => {
  it('keeps only the references that are ids', () => {
    expect(mercadoPagoReferences(new URLSearchParams('preference_id=123-abc&merchant_order_id=456&status=pending&external_reference=x'))).toEqual({
      preference_id: '123-abc',
      merchant_order_id: '456',
    });
  });

  it('reflects no other query text', () => {
    expect(mercadoPagoReferences(new URLSearchParams('preference_id=%3Cscript%3E&merchant_order_id=null'))).toBeNull();
    expect(mercadoPagoReferences(new URLSearchParams(''))).toBeNull();
  });
});
