import { describe, expect, it } from 'vitest';
import { botPaymentsOf, planTrialEndsAt, rememberBotPayment } from './bot-payments';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const DAY = 86_400_000;
const stored = () => JSON.parse(localStorage.getItem('botPayments') ?? 'null') as unknown;

describe('the bot payments this browser saw', () => {
  it('keeps a pending payment, then its approval (the API’s date_approved when given)', () => {
    rememberBotPayment({ plan: 'discord_bot', paymentId: '70001', userId: 7, outcome: 'pending' }, NOW);
    expect(botPaymentsOf(7)).toEqual([{ plan: 'discord_bot', payment_id: '70001', user_id: '7', seen_at: NOW.toISOString(), approved_at: undefined }]);
    const later = new Date(NOW.getTime() + DAY);
    rememberBotPayment({ plan: 'discord_bot', paymentId: '70001', userId: 7, outcome: 'approved', approvedAt: '2026-11-27T18:30:00.000-03:00' }, later);
    expect(botPaymentsOf(7)).toEqual([{ plan: 'discord_bot', payment_id: '70001', user_id: '7', seen_at: NOW.toISOString(), approved_at: '2026-11-27T21:30:00.000Z' }]);
    // An approval is never taken back by a later look that says pending.
    rememberBotPayment({ plan: 'discord_bot', paymentId: '70001', userId: 7, outcome: 'pending' }, later);
    expect(botPaymentsOf(7)[0]?.approved_at).toBe('2026-11-27T21:30:00.000Z');
  });

  it('without date_approved, the approval is when this browser first saw it', () => {
    rememberBotPayment({ plan: 'whatsapp_bot', paymentId: '70002', userId: 7, outcome: 'approved', approvedAt: 'not a date' }, NOW);
    expect(botPaymentsOf(7)[0]?.approved_at).toBe(NOW.toISOString());
  });

  it('forgets a refused payment, keeps one record per bot (the latest) and each customer’s own', () => {
    rememberBotPayment({ plan: 'discord_bot', paymentId: '70001', userId: 7, outcome: 'pending' }, NOW);
    rememberBotPayment({ plan: 'discord_bot', paymentId: '70003', userId: 7, outcome: 'pending' }, NOW);
    rememberBotPayment({ plan: 'whatsapp_bot', paymentId: '70004', userId: 8, outcome: 'pending' }, NOW);
    expect(botPaymentsOf(7).map((record) => record.payment_id)).toEqual(['70003']);
    expect(botPaymentsOf(8).map((record) => record.payment_id)).toEqual(['70004']);
    expect(botPaymentsOf(null)).toEqual([]);
    rememberBotPayment({ plan: 'discord_bot', paymentId: '70003', userId: 7, outcome: 'refused' }, NOW);
    expect(botPaymentsOf(7)).toEqual([]);
    expect(stored()).toHaveLength(1);
  });
});

describe('planTrialEndsAt', () => {
  it('counts the bot’s free days from its payment’s approval', () => {
    rememberBotPayment({ plan: 'whatsapp_bot', paymentId: '70005', userId: 7, outcome: 'approved', approvedAt: NOW.toISOString() }, NOW);
    expect(planTrialEndsAt('whatsapp_bot', 7, NOW.getTime())).toEqual(new Date(NOW.getTime() + 15 * DAY));
    expect(planTrialEndsAt('discord_bot', 7, NOW.getTime())).toBeNull();
    expect(planTrialEndsAt('whatsapp_bot', 8, NOW.getTime())).toBeNull();
    // Over: no trial to speak of.
    expect(planTrialEndsAt('whatsapp_bot', 7, NOW.getTime() + 16 * DAY)).toBeNull();
  });

  it('dates the Pro plan’s trial the same way, from its payment’s approval (a bot’s setup never dates it)', () => {
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'bot_ia', trial_days: 15, saved_at: NOW.toISOString() }));
    expect(planTrialEndsAt('pro', 7, NOW.getTime())).toBeNull();
    rememberBotPayment({ plan: 'pro', paymentId: '70007', userId: 7, outcome: 'approved', approvedAt: NOW.toISOString() }, NOW);
    expect(planTrialEndsAt('pro', 7, NOW.getTime())).toEqual(new Date(NOW.getTime() + 15 * DAY));
    expect(botPaymentsOf(7).map((record) => record.plan)).toEqual(['pro']);
  });

  it('is unknown while the payment is only pending', () => {
    rememberBotPayment({ plan: 'whatsapp_bot', paymentId: '70006', userId: 7, outcome: 'pending' }, NOW);
    expect(planTrialEndsAt('whatsapp_bot', 7, NOW.getTime())).toBeNull();
  });

  it('else from the bot’s setup request sent here, unless the plan was already held then', () => {
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'moderacao_ia', trial_days: 15, saved_at: NOW.toISOString() }));
    expect(planTrialEndsAt('discord_bot', 7, NOW.getTime())).toEqual(new Date(NOW.getTime() + 15 * DAY));
    expect(planTrialEndsAt('whatsapp_bot', 7, NOW.getTime())).toBeNull();
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'moderacao_ia', saved_at: NOW.toISOString(), already_subscribed: true }));
    expect(planTrialEndsAt('discord_bot', 7, NOW.getTime())).toBeNull();
  });
});
