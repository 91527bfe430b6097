import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSavedTrial, savedBotTrial } from './saved-trial';

afterEach(() => vi.restoreAllMocks());

describe('saved trial (localStorage trialData)', () => {
  it('fills what an older version left out and leaves out unknown actions', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'moderacao_ia', moderation_actions: ['ban', 'dance', 'ban'], trial_days: -1 }));
    expect(readSavedTrial()).toEqual({
      service_name: '',
      service_type: 'moderacao_ia',
      server_name: '',
      channels_to_monitor: '',
      moderation_actions: ['ban'],
      business_description: '',
      whatsapp: '',
      trial_days: 15,
      price: 67,
      payment_url: '',
      already_subscribed: false,
      included: false,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a trial for a product we do not sell, with a warning naming the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('trialData', '{"service_type":"telegram_bot"}');
    expect(readSavedTrial()).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toContain('"trialData"');
    expect(localStorage.getItem('trialData')).toBeNull();
  });
});

describe('the saved bot trial other screens read', () => {
  it('says which bot was configured in this browser, and whether it waited on a checkout', () => {
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'moderacao_ia', trial_days: 15, saved_at: '2025-03-01T12:00:00.000Z' }));
    expect(savedBotTrial()).toEqual({ bot: 'discord', settled: false });
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'bot_ia', already_subscribed: true, included: true }));
    expect(savedBotTrial()).toEqual({ bot: 'whatsapp', settled: true });
  });

  it('is null when no trial was configured in this browser', () => {
    expect(savedBotTrial()).toBeNull();
  });
});
