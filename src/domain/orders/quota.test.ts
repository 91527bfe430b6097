import { describe, expect, it } from 'vitest';
import { countThisMonth, isQuotaExhausted, planQuota, usagePercent } from './quota';

describe('planQuota', () => {
  it.each([
    ['start', 2],
    ['pro', 4],
    ['creator', 8],
    ['corporate', 20],
  ])('%s allows %i services a month', (plan, limit) => {
    expect(planQuota(plan)).toEqual({ kind: 'limited', limit, bots: 0 });
  });

  it('gives combo 4 services plus 1 active bot', () => {
    expect(planQuota('combo')).toEqual({ kind: 'limited', limit: 4, bots: 1 });
  });

  it('reads bot plans as an active bot', () => {
    expect(planQuota('whatsapp_bot')).toEqual({ kind: 'bot' });
    expect(planQuota('discord_bot')).toEqual({ kind: 'bot' });
  });

  it.each([null, undefined, '', 'Free', 'gold'])('treats %s as unlimited', (plan) => {
    expect(planQuota(plan)).toEqual({ kind: 'unlimited' });
  });

  it('accepts the plan id in any case', () => {
    expect(planQuota('PRO')).toEqual({ kind: 'limited', limit: 4, bots: 0 });
  });
});

describe('countThisMonth', () => {
  const now = new Date(2025, 4, 15, 12);
  it('counts only items of the current calendar month', () => {
    const items = [
      { created_at: new Date(2025, 4, 1, 0, 5).toISOString() },
      { created_at: new Date(2025, 4, 31, 23, 50).toISOString() },
      { created_at: new Date(2025, 3, 30, 23, 59).toISOString() },
      { created_at: new Date(2024, 4, 15).toISOString() },
      { created_at: 'not a date' },
    ];
    expect(countThisMonth(items, now)).toBe(2);
  });
});

describe('usagePercent', () => {
  it('rounds and caps at 100', () => {
    expect(usagePercent(0, 4)).toBe(0);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(4, 4)).toBe(100);
    expect(usagePercent(9, 4)).toBe(100);
  });
  it('never divides by zero', () => {
    expect(usagePercent(1, 0)).toBe(100);
  });
});

describe('isQuotaExhausted', () => {
  it('is true only for a limited plan at or over its limit', () => {
    expect(isQuotaExhausted(planQuota('start'), 2)).toBe(true);
    expect(isQuotaExhausted(planQuota('start'), 1)).toBe(false);
    expect(isQuotaExhausted(planQuota(null), 99)).toBe(false);
  });
});
