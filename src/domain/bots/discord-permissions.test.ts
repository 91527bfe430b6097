import { describe, expect, it } from 'vitest';
import { fallbackInviteUrl, isModerationAction, MODERATION_ACTIONS, permissionBits, permissionsString } from './discord-permissions';

describe('Discord permission bitfield', () => {
  it('asks only for view channel, send messages and embed links with no action', () => {
    expect(permissionsString([])).toBe('19456');
  });

  it('adds MODERATE_MEMBERS (1 << 40) beside timeout’s own bit 268435456, for timeout alone', () => {
    expect(permissionsString(['timeout'])).toBe('1099780082688');
    // What JavaScript's 32-bit operators would have produced: bit 40 lost.
    expect(Number(permissionBits(['timeout']) & 0xffffffffn)).toBe(268454912);
  });

  it('combines every action into one exact decimal', () => {
    expect(permissionsString([...MODERATION_ACTIONS])).toBe('1099780090886');
  });

  it('counts shared bits once (warn and log both send messages) and ignores order and repeats', () => {
    expect(permissionsString(['warn', 'log'])).toBe('19456');
    expect(permissionsString(['ban', 'kick', 'delete', 'ban'])).toBe(permissionsString(['delete', 'kick', 'ban']));
    expect(permissionsString(['delete', 'kick', 'ban'])).toBe('27654');
  });

  it('builds the fallback invite on discord.com with the client id, the integer and both scopes', () => {
    expect(fallbackInviteUrl(['delete', 'timeout'], '123456789012345678')).toBe(
      'https://discord.com/oauth2/authorize?client_id=123456789012345678&permissions=1099780090880&scope=bot%20applications.commands',
    );
  });

  it('recognises only the six moderation actions', () => {
    expect(MODERATION_ACTIONS.every(isModerationAction)).toBe(true);
    expect(isModerationAction('mute')).toBe(false);
    expect(isModerationAction(8192)).toBe(false);
  });
});
