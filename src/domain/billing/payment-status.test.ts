import { describe, expect, it } from 'vitest';
import { orderPaymentPhase, paymentStatus } from './payment-status';

describe('paymentStatus', () => {
  it.each(['approved', 'pago', 'active', 'APPROVED', ' Pago '])('maps %s to approved', (value) => {
    expect(paymentStatus(value).tone).toBe('approved');
  });
  it.each(['pending', 'pendente'])('maps %s to pending', (value) => {
    expect(paymentStatus(value).tone).toBe('pending');
  });
  it.each(['cancelled', 'cancelado', 'rejected', 'inativo'])('maps %s to cancelled', (value) => {
    expect(paymentStatus(value).tone).toBe('cancelled');
  });
  it.each([null, undefined, '', '   '])('treats a missing status (%s) as cancelled', (value) => {
    expect(paymentStatus(value)).toEqual({ tone: 'cancelled', raw: null });
  });
  it('keeps any other value with its own text', () => {
    expect(paymentStatus('in_process')).toEqual({ tone: 'other', raw: 'in_process' });
    expect(paymentStatus('refunded')).toEqual({ tone: 'other', raw: 'refunded' });
  });
});

describe('orderPaymentPhase', () => {
  it('reads the same vocabulary as the history', () => {
    expect(orderPaymentPhase('Pago')).toBe('approved');
    expect(orderPaymentPhase('pendente')).toBe('processing');
    expect(orderPaymentPhase('inativo')).toBe('rejected');
  });
  it('treats a missing status as approved: the record came back through the success URL', () => {
    expect(orderPaymentPhase(null)).toBe('approved');
    expect(orderPaymentPhase('  ')).toBe('approved');
    expect(paymentStatus(null).tone).toBe('cancelled');
  });
  it('keeps waiting on any other value', () => {
    expect(orderPaymentPhase('in_process')).toBe('processing');
  });
});
