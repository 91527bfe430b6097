/** The names the product goes by: the same in both languages. */

export const BRAND_NAME = 'IAgência';
/**
 * The Discord moderation bot's own name: the member that speaks in the server and the role
 * Discord creates for it. A name, not a phrase: the same in both languages, on the landing,
 * /plans, /automation, the trial confirmation, the client area and the demo backend's bot_name.
 * (The WhatsApp bot answers as the customer's own business: it has no name of its own.)
 */
export const DISCORD_BOT_NAME = 'IAgência Guard';
