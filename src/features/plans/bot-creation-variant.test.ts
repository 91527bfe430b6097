import { describe, expect, it } from 'vitest';
import { botCreationVariant, estimatedHours, liveBusinessDays } from './bot-creation-variant';

describe('bot creation variant', () => {
  it.each([
    [null, 'whatsapp'],
    ['', 'whatsapp'],
    ['whatsapp_bot', 'whatsapp'],
    ['discord_bot', 'discord'],
    ['combo', 'default'],
    ['discord', 'default'],
    ['WHATSAPP_BOT', 'default'],
  ])('reads bot=%s as %s', (bot, variant) => expect(botCreationVariant(bot)).toBe(variant));

  it('estimates 24-48 h for the sales bot, 12-24 h for the moderator, 24-48 h otherwise', () => {
    expect(estimatedHours('whatsapp')).toEqual([24, 48]);
    expect(estimatedHours('discord')).toEqual([12, 24]);
    expect(estimatedHours('default')).toEqual([24, 48]);
  });

  it('names a second figure, in business days, only for the sales bot going live on its number', () => {
    expect(liveBusinessDays('whatsapp')).toEqual([5, 7]);
    expect(liveBusinessDays('discord')).toBeNull();
    expect(liveBusinessDays('default')).toBeNull();
  });
});
