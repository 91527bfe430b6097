import type { ModerationAction } from '@/config/constants';
import { safeExternalUrl } from '@/lib/safe-redirect';
import { useApiQuery } from '@/lib/use-api-query';
import { getDiscordInvite } from './api';
import { fallbackInviteUrl, isModerationAction, permissionsString } from '@/lib/discord-permissions';

interface DiscordInvite {
  inviteUrl: string;
  permissions: string;
  botName: string | null;
  botOnline: boolean | null;
  selectedActions: ModerationAction[];
  /** The API failed (or answered an unusable link): this is the locally built invite. */
  isFallback: boolean;
}

/** POST /ia/discord-invite for the chosen actions; on any failure, the local invite (SPEC §4 Trial confirmation). */
export function useDiscordInvite(actions: readonly ModerationAction[] | null) {
  const key = actions ? `discord-invite:${actions.join(',')}` : null;
  const query = useApiQuery(key, (signal) => getDiscordInvite(actions ?? [], signal));
  if (!actions || query.isLoading) return { invite: null, isLoading: Boolean(actions) };

  const data = query.data;
  const url = data && !data.error ? safeExternalUrl(data.invite_url, 'invite') : null;
  if (!data || !url) {
    const fallback: DiscordInvite = {
      inviteUrl: fallbackInviteUrl(actions),
      permissions: permissionsString(actions),
      botName: null,
      botOnline: null,
      selectedActions: [...actions],
      isFallback: true,
    };
    return { invite: fallback, isLoading: false };
  }
  const selected = Array.isArray(data.selected_actions) ? data.selected_actions.filter(isModerationAction) : [];
  const invite: DiscordInvite = {
    inviteUrl: url,
    permissions: data.permissions === null || data.permissions === undefined ? permissionsString(actions) : String(data.permissions),
    botName: typeof data.bot_name === 'string' && data.bot_name ? data.bot_name : null,
    botOnline: typeof data.bot_online === 'boolean' ? data.bot_online : null,
    selectedActions: selected.length ? selected : [...actions],
    isFallback: false,
  };
  return { invite, isLoading: false };
}
