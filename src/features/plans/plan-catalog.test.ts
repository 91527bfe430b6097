import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '@/config/plans';
import { PLAN_GROUPS, planOffer } from './plan-catalog';

describe('plan catalog', () => {
  it('shows every plan id exactly once', () => {
    expect([...PLAN_GROUPS.bots, ...PLAN_GROUPS.content].sort()).toEqual([...PLAN_IDS].sort());
  });

  it('reads quotas as docs/product/plans-and-prices.md#monthly-quotas states them', () => {
    expect(planOffer('start').quota).toEqual({ kind: 'contents', count: 2 });
    expect(planOffer('pro').quota).toEqual({ kind: 'contents', count: 4 });
    expect(planOffer('creator').quota).toEqual({ kind: 'contents', count: 8 });
    expect(planOffer('corporate').quota).toEqual({ kind: 'contentsPlus', count: 20 });
    expect(planOffer('combo').quota).toEqual({ kind: 'combo', contents: 4, bots: 1 });
    expect(planOffer('whatsapp_bot').quota).toEqual({ kind: 'bot' });
    expect(planOffer('discord_bot').quota).toEqual({ kind: 'bot' });
  });

  it('gives the bots and the agency plan a free trial, with their monthly price', () => {
    expect(planOffer('whatsapp_bot')).toMatchObject({ trialDays: 15, monthlyPrice: 97 });
    expect(planOffer('discord_bot')).toMatchObject({ trialDays: 15, monthlyPrice: 67 });
    expect(planOffer('pro')).toMatchObject({ trialDays: 15, monthlyPrice: 99 });
    expect(planOffer('start')).toMatchObject({ trialDays: null, monthlyPrice: 49 });
  });
});
