import {
  DISCORD_ALWAYS_BITS,
  DISCORD_MODERATE_MEMBERS_BIT,
  DISCORD_PERMISSION_BITS,
  MODERATION_ACTIONS,
  type ModerationAction,
} from '@/config/constants';
import { env } from '@/config/env';

export const isModerationAction = (value: unknown): value is ModerationAction =>
  typeof value === 'string' && (MODERATION_ACTIONS as readonly string[]).includes(value);

/**
 * The permissions integer of the bot invite (docs/product/bots.md#moderation-actions-and-permissions): the OR of the selected
 * actions' bits and the always-requested ones. Timeout also asks for Discord's
 * MODERATE_MEMBERS (1 << 40), which 32-bit `|` would silently drop, hence BigInt.
 */
export function permissionBits(actions: readonly ModerationAction[]): bigint {
  let bits = DISCORD_ALWAYS_BITS.reduce((all, bit) => all | bit, 0n);
  for (const action of actions) {
    bits |= DISCORD_PERMISSION_BITS[action];
    if (action === 'timeout') bits |= DISCORD_MODERATE_MEMBERS_BIT;
  }
  return bits;
}

/** The decimal string Discord expects in the invite's `permissions` parameter. */
export const permissionsString = (actions: readonly ModerationAction[]) => permissionBits(actions).toString();

/** The invite built locally when POST /ia/discord-invite fails (docs/product/bots.md#the-trial-confirmation). */
export function fallbackInviteUrl(actions: readonly ModerationAction[], clientId = env.discordClientId): string {
  return `https://discord.com/oauth2/authorize?client_id=${encodeURIComponent(clientId)}&permissions=${permissionsString(actions)}&scope=bot%20applications.commands`;
}
