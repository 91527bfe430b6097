import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { DISCORD_BOT_NAME } from '@/config/brand';
import type { ModerationAction } from '@/domain/bots';
import { PermissionList } from './permission-list';
import { useDiscordInvite } from './use-discord-invite';

/**
 * The moderation bot's invite: bot, status, permissions integer, chosen actions and what each asks for.
 * The bot's name is the API's bot_name as sent; the locally built invite is for our own bot, so it
 * shows the name the rest of the site uses.
 */
export function DiscordInvitePanel({ actions }: { actions: ModerationAction[] }) {
  const { t } = useTranslation('automation');
  const { invite, isLoading } = useDiscordInvite(actions);

  return (
    <section className="card automation-invite" aria-labelledby="automation-invite-title">
      <h2 id="automation-invite-title">{t('invite.title')}</h2>
      {isLoading || !invite ? (
        <PageSpinner label={t('invite.loading')} />
      ) : (
        <>
          {invite.isFallback && <Alert tone="warning">{t('invite.fallbackWarning')}</Alert>}
          <dl className="automation-facts">
            <div>
              <dt>{t('invite.bot')}</dt>
              <dd>{invite.botName ?? DISCORD_BOT_NAME}</dd>
            </div>
            {invite.botOnline !== null && (
              <div>
                <dt>{t('invite.status')}</dt>
                <dd>
                  <span className={`badge ${invite.botOnline ? 'badge-success' : 'badge-neutral'}`}>
                    {invite.botOnline ? t('invite.online') : t('invite.offline')}
                  </span>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('invite.permissions')}</dt>
              <dd>
                <code className="automation-permissions">{invite.permissions}</code>
              </dd>
            </div>
            <div className="automation-facts-wide">
              <dt>{t('invite.actions')}</dt>
              <dd>
                {invite.selectedActions.length
                  ? invite.selectedActions.map((action) => t(`actions.${action}.name`)).join(', ')
                  : t('invite.noActions')}
              </dd>
            </div>
          </dl>
          <p>
            <NewTabLink className="btn btn-primary" href={invite.inviteUrl}>
              {t('invite.add')}
            </NewTabLink>
          </p>
          <PermissionList actions={invite.selectedActions} />
          <Alert tone="info">{t('invite.roleReminder', { bot: invite.botName ?? DISCORD_BOT_NAME })}</Alert>
        </>
      )}
    </section>
  );
}
