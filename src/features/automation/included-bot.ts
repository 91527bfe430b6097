import * as v from 'valibot';
import { BOT_NAMES, type BotName } from '@/config/bots';
import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';

/**
 * The bot a Combo holder set up from this browser as the one their plan includes (localStorage
 * includedBot): which bot, whose account, when. The API has no call to claim the included bot
 * and says nothing about it (docs/api-contract.md#endpoints-we-would-want-from-the-api): this is
 * how the client area, /automation and /bot-creation know the Combo's one bot is taken, and by
 * which. Cleared at logout like every journey key; another device does not know it.
 */
const includedSchema = v.object({
  bot: v.picklist(BOT_NAMES),
  user_id: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((id) => String(id)),
  ),
  sent_at: v.pipe(v.string(), v.isoTimestamp()),
});
const includedBot = bundledSchemaItem('local', STORAGE_KEYS.includedBot, includedSchema);

export interface IncludedBot {
  bot: BotName;
  sentAt: string;
}

export function rememberIncludedBot(bot: BotName, userId: string | number, now = new Date()): void {
  includedBot.set({ bot, user_id: String(userId), sent_at: now.toISOString() });
}

/** The bot this customer set up here as their Combo's, if any. */
export function includedBotOf(userId: string | number | null | undefined): IncludedBot | null {
  const saved = includedBot.get();
  if (!saved || userId === null || userId === undefined || saved.user_id !== String(userId)) return null;
  return { bot: saved.bot, sentAt: saved.sent_at };
}
