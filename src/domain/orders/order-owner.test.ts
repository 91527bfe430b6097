import { describe, expect, it } from 'vitest';
import { isOwnOrder } from './order-owner';

describe('isOwnOrder', () => {
  it('is the customer’s order when the record names their id, as a number or a string', () => {
    expect(isOwnOrder({ user_id: 1 }, 1)).toBe(true);
    expect(isOwnOrder({ user_id: '1' }, 1)).toBe(true);
    expect(isOwnOrder({ user_id: 7 }, '7')).toBe(true);
  });

  it('is not when the record names another account', () => {
    expect(isOwnOrder({ user_id: 2 }, 1)).toBe(false);
    expect(isOwnOrder({ user_id: '12' }, 1)).toBe(false);
  });

  it('is not when the record names nobody: nothing proves whose it is', () => {
    expect(isOwnOrder({ user_id: null }, 1)).toBe(false);
  });
});
