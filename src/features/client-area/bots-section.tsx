import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { BOT_PLANS } from '@/config/bots';
import { DISCORD_BOT_NAME, MERCADO_PAGO_SUBSCRIPTIONS_URL, type BotPlanId } from '@/config/constants';
import { paths, urls } from '@/config/routes';
import { savedBotTrial, type BotTrialFacts } from '@/features/automation';
import { useBotPlans } from '@/lib/account-queries';
import { formatDate } from '@/lib/format';
import { whatsappChatUrl } from '@/lib/whatsapp';

/**
 * 'Seus bots': every bot the customer pays for (GET /subscription/check-bot-plan), by
 * name, with its status, the trial's end when this browser knows it (the API gives no
 * date: see docs/api-contract.md), the way to configure it or open its invite, and how to cancel.
 */
export function BotsSection() {
  const { t } = useTranslation('client-area');
  const { held } = useBotPlans();
  // Read once per visit: the saved trial and the moment it is compared with.
  const [{ trial, now }] = useState(() => ({ trial: savedBotTrial(), now: Date.now() }));
  if (held.length === 0) return null;
  return (
    <section className="client-bots" aria-labelledby="client-bots-title">
      <h2 id="client-bots-title">{t('bots.title')}</h2>
      <ul className="grid grid-2 client-bots-list">
        {held.map((plan) => (
          <li key={plan}>
            <BotCard plan={plan} trial={trial?.bot === BOT_PLANS[plan].name ? trial : null} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BotCard({ plan, trial, now }: { plan: BotPlanId; trial: BotTrialFacts | null; now: number }) {
  const { t, i18n } = useTranslation(['client-area', 'common']);
  const { name: bot, nameKey, setupUrl } = BOT_PLANS[plan];
  const name = t(nameKey);
  const titleId = `client-bot-${bot}`;
  const inTrial = trial?.trialEndsAt && trial.trialEndsAt.getTime() > now ? trial.trialEndsAt : null;
  // Mid-sentence in Portuguese, the bot's name starts in lower case ("a assinatura do bot de vendas...").
  const inSentence = i18n.language.startsWith('pt') ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  const chatUrl = whatsappChatUrl(t('bots.cancelMessage', { bot: inSentence }));
  const configured = trial !== null;
  return (
    <article className="card client-bot" aria-labelledby={titleId}>
      <h3 id={titleId}>{name}</h3>
      <dl className="client-bot-facts">
        <div>
          <dt>{t('bots.status')}</dt>
          <dd>
            <span className="badge badge-success">
              <span aria-hidden="true">✓</span>
              {inTrial ? t('bots.inTrial') : t('bots.active')}
            </span>
          </dd>
        </div>
        {inTrial && (
          <div>
            <dt>{t('bots.trialEnds')}</dt>
            <dd>{formatDate(inTrial, i18n.language)}</dd>
          </div>
        )}
        {bot === 'discord' && (
          <div>
            <dt>{t('bots.discordName')}</dt>
            <dd>{DISCORD_BOT_NAME}</dd>
          </div>
        )}
      </dl>
      <p>
        {configured ? (
          bot === 'discord' ? (
            <Link className="btn btn-small btn-primary" to={paths.automationSuccess}>
              {t('bots.openInvite')}
            </Link>
          ) : (
            <Link className="btn btn-small btn-primary" to={urls.botCreation(plan)}>
              {t('bots.followSetup')}
            </Link>
          )
        ) : (
          <Link className="btn btn-small btn-primary" to={setupUrl}>
            {t('bots.configure')}
          </Link>
        )}
      </p>
      <p className="client-bot-cancel">
        {t('bots.cancelBefore')}{' '}
        <NewTabLink href={MERCADO_PAGO_SUBSCRIPTIONS_URL}>
          {t('bots.cancelMercadoPago')}
        </NewTabLink>
        {chatUrl && (
          <>
            {' '}
            {t('bots.cancelOr')}{' '}
            <NewTabLink href={chatUrl}>
              {t('bots.cancelWhatsapp')}
            </NewTabLink>
          </>
        )}
        .
      </p>
    </article>
  );
}
