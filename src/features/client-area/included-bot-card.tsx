import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { BOT_NAMES, BOTS } from '@/config/bots';
import { TEAM_CONTACT_HOURS } from '@/config/promised-times';
import { paths, urls } from '@/config/routes';
import type { IncludedBot } from '@/features/automation';
import { formatDate } from '@/lib/format/format';
import { whatsappChatUrl } from '@/lib/links/whatsapp';

/**
 * The bot a Combo includes (docs/product/services.md#seus-bots): which bots it can be and their setup forms
 * (which open no checkout for it), or, once this browser sent one as the Combo's, which one and when.
 * The API has no call to claim it, so its activation is arranged with the team over WhatsApp: said plainly.
 */
export function IncludedBotCard({ taken }: { taken: IncludedBot | null }) {
  const { t, i18n } = useTranslation(['client-area', 'common']);
  const chatUrl = whatsappChatUrl(t('bots.included.message'));
  const bot = taken ? BOTS[taken.bot] : null;
  return (
    <article className="card client-bot" aria-labelledby="client-bot-included">
      <h3 id="client-bot-included">{t('bots.included.title')}</h3>
      {bot && taken ? (
        <>
          <dl className="client-bot-facts">
            <div>
              <dt>{t('bots.included.bot')}</dt>
              <dd>{t(bot.nameKey)}</dd>
            </div>
            <div>
              <dt>{t('bots.status')}</dt>
              <dd>
                <span className="badge badge-warning">{t('bots.included.sent', { date: formatDate(taken.sentAt, i18n.language) })}</span>
              </dd>
            </div>
          </dl>
          <p>
            <Link className="btn btn-small btn-primary" to={bot.name === 'discord' ? paths.automationSuccess : urls.botCreation(bot.plan)}>
              {bot.name === 'discord' ? t('bots.openInvite') : t('bots.followSetup')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('bots.included.text')}</p>
          <div className="button-row">
            {BOT_NAMES.map((name) => (
              <Link key={name} className="btn btn-small btn-primary" to={BOTS[name].setupUrl}>
                {t(`bots.included.setUp.${name}`)}
              </Link>
            ))}
          </div>
        </>
      )}
      <p className="client-bot-cancel">
        {t('bots.included.how', { hours: TEAM_CONTACT_HOURS })}
        {chatUrl && (
          <>
            {' '}
            <NewTabLink href={chatUrl}>{t('bots.included.chat')}</NewTabLink>
          </>
        )}
      </p>
    </article>
  );
}
