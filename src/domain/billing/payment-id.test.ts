import { describe, expect, it } from 'vitest';
import { paymentIdInUrl } from './payment-id';

const read = (search: string) => paymentIdInUrl(new URLSearchParams(search));

describe('paymentIdInUrl', () => {
  it('accepts digits from payment_id, else collection_id', () => {
    expect(read('payment_id=1234567890')).toEqual({ kind: 'valid', id: '1234567890' });
    expect(read('collection_id=987&payment_id=')).toEqual({ kind: 'valid', id: '987' });
    expect(read('collection_id=null&payment_id=null')).toEqual({ kind: 'none' });
    expect(read('')).toEqual({ kind: 'none' });
  });

  it.each(['abc<script>', '12 34', '-1', '1e9', '1'.repeat(40), '%00', '１２３'])('refuses %s', (value) => {
    expect(read(`payment_id=${encodeURIComponent(value)}`)).toEqual({ kind: 'invalid' });
    expect(read(`collection_id=${encodeURIComponent(value)}`)).toEqual({ kind: 'invalid' });
  });

  it('does not fall back to collection_id when payment_id is hostile', () => {
    expect(read('payment_id=abc&collection_id=123')).toEqual({ kind: 'invalid' });
  });
});
