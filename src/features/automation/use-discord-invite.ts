import { fromApi, skipToken, useQuery } from '@/lib/http/query-client';
import { type ModerationAction, fallbackInviteUrl, isModerationAction, permissionsString } from '@/domain/bots';
import { safeExternalUrl } from '@/lib/links/safe-redirect';
import { queryKeys } from '@/lib/http/query-keys';
import { getDiscordInvite } from './api';

interface DiscordInvite {
  inviteUrl: string;
  permissions: string;
  botName: string | null;
  botOnline: boolean | null;
  selectedActions: ModerationAction[];
  /** The API failed (or answered an unusable link): this is the locally built invite. */
  isFallback: boolean;
}

/**
 * POST /ia/discord-invite for the chosen actions; on any failure, the local invite
 * (docs/product/bots.md#the-trial-confirmation). It is a POST that only reads, so it is a query:
 * asked once per set of actions and kept for the visit.
 */
export function useDiscordInvite(actions: readonly ModerationAction[] | null) {
  const query = useQuery({
    queryKey: queryKeys.discordInvite(actions ?? []),
    queryFn: actions ? fromApi((signal) => getDiscordInvite(actions, signal)) : skipToken,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (!actions || query.isPending) return { invite: null, isLoading: Boolean(actions) };

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
  const selected = (data.selected_actions ?? []).filter(isModerationAction);
  const invite: DiscordInvite = {
    inviteUrl: url,
    permissions: data.permissions === null ? permissionsString(actions) : String(data.permissions),
    botName: data.bot_name || null,
    botOnline: data.bot_online,
    selectedActions: selected.length ? selected : [...actions],
    isFallback: false,
  };
  return { invite, isLoading: false };
}
