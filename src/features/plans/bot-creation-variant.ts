import { ESTIMATED_BOT_CREATION_HOURS } from '@/config/constants';

export type BotVariant = 'whatsapp' | 'discord' | 'default';

/** ?bot=whatsapp_bot or discord_bot get their own texts; any other value the default; absent (or empty) means WhatsApp. */
export function botCreationVariant(bot: string | null): BotVariant {
  if (bot === null || bot.trim() === '' || bot === 'whatsapp_bot') return 'whatsapp';
  if (bot === 'discord_bot') return 'discord';
  return 'default';
}

const HOURS_KEY = { whatsapp: 'whatsapp_bot', discord: 'discord_bot', default: 'default' } as const;

/** Sales bot 24-48 h, moderator 12-24 h, default 24-48 h (SPEC §9). */
export const estimatedHours = (variant: BotVariant): readonly [number, number] => ESTIMATED_BOT_CREATION_HOURS[HOURS_KEY[variant]];
