import { describe, expect, it } from 'vitest';
import { mercadoPagoReferences, paymentIdFrom } from './payment-query';

describe('payment query', () => {
  it('prefers payment_id, then Mercado Pago’s collection_id', () => {
    expect(paymentIdFrom(new URLSearchParams('payment_id=77&collection_id=88'))).toBe('77');
    expect(paymentIdFrom(new URLSearchParams('collection_id=88&collection_status=pending'))).toBe('88');
  });

  it('reads Mercado Pago’s literal "null" and blanks as absent', () => {
    expect(paymentIdFrom(new URLSearchParams('payment_id=null&collection_id=%20'))).toBeNull();
    expect(paymentIdFrom(new URLSearchParams(''))).toBeNull();
  });

  it('collects the back-URL references that arrived, and nothing else', () => {
    expect(mercadoPagoReferences(new URLSearchParams('preference_id=p-1&merchant_order_id=9&site_id=MLB&status=null'))).toEqual({
      preference_id: 'p-1',
      merchant_order_id: '9',
    });
    expect(mercadoPagoReferences(new URLSearchParams('site_id=MLB'))).toBeNull();
  });
});
