import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-outcome';

describe('paymentOutcome', () => {
  it.each([
    ['approved', 'approved'],
    ['pago', 'approved'],
    ['pending', 'pending'],
    ['in_process', 'pending'],
    ['in_mediation', 'pending'],
    ['authorized', 'pending'],
    ['rejected', 'rejected'],
    ['cancelled', 'rejected'],
    ['refunded', 'refunded'],
    ['charged_back', 'refunded'],
    ['something_new', 'pending'],
    [null, 'pending'],
    ['', 'pending'],
  ])('reads %s as %s', (status, outcome) => expect(paymentOutcome(status)).toBe(outcome));
});
