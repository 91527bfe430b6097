/**
 * What the Discord moderation bot asks of the server it joins (docs/product/bots.md#moderation-actions-and-permissions):
 * the moderation actions a customer picks, each action's permission bits, the bits always requested, and the
 * invite built from them. /automation, the trial confirmation and the demo backend read them here.
 */
import { env } from '@/config/env';

/** The moderation actions a customer can pick on /automation, as the API names them. */
export const MODERATION_ACTIONS = ['delete', 'warn', 'timeout', 'kick', 'ban', 'log'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Each action's Discord permission bit (warn and log both need SEND_MESSAGES). */
const PERMISSION_BITS: Record<ModerationAction, bigint> = {
  delete: 8192n,
  warn: 2048n,
  timeout: 268435456n,
  kick: 2n,
  ban: 4n,
  log: 2048n,
};
/** VIEW_CHANNEL, SEND_MESSAGES and EMBED_LINKS, always requested. */
const ALWAYS_BITS = [1024n, 2048n, 16384n] as const;
/** MODERATE_MEMBERS: Discord's native timeout needs it besides the timeout bit. */
const MODERATE_MEMBERS_BIT = 1n << 40n;

export const isModerationAction = (value: unknown): value is ModerationAction =>
  typeof value === 'string' && (MODERATION_ACTIONS as readonly string[]).includes(value);

/**
 * The permissions integer of the bot invite: the OR of the selected actions' bits and the
 * always-requested ones. Timeout also asks for MODERATE_MEMBERS (1 << 40), which 32-bit `|`
 * would silently drop, hence BigInt.
 */
export function permissionBits(actions: readonly ModerationAction[]): bigint {
  let bits = ALWAYS_BITS.reduce((all, bit) => all | bit, 0n);
  for (const action of actions) {
    bits |= PERMISSION_BITS[action];
    if (action === 'timeout') bits |= MODERATE_MEMBERS_BIT;
  }
  return bits;
}

/** The decimal string Discord expects in the invite's `permissions` parameter. */
export const permissionsString = (actions: readonly ModerationAction[]) => permissionBits(actions).toString();

/** The invite built locally when POST /ia/discord-invite fails (docs/product/bots.md#the-trial-confirmation). */
export function fallbackInviteUrl(actions: readonly ModerationAction[], clientId = env.discordClientId): string {
  return `https://discord.com/oauth2/authorize?client_id=${encodeURIComponent(clientId)}&permissions=${permissionsString(actions)}&scope=bot%20applications.commands`;
}
