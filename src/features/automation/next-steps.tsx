import { useTranslation } from 'react-i18next';
import { ESTIMATED_BOT_CREATION_HOURS, TEAM_CONTACT_HOURS, WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS } from '@/config/constants';
import type { BotChoice } from './types';

/** What happens now, in order, for each bot. */
export function NextSteps({ bot, serverName }: { bot: BotChoice; serverName: string }) {
  const { t } = useTranslation('automation');
  const steps =
    bot === 'discord'
      ? [
          serverName ? t('success.next.discord.invite', { server: serverName }) : t('success.next.discord.inviteAny'),
          t('success.next.discord.role'),
          t('success.next.discord.test'),
          t('success.next.discord.team', { hours: TEAM_CONTACT_HOURS }),
        ]
      : [
          t('success.next.whatsapp.contact', { hours: TEAM_CONTACT_HOURS }),
          t('success.next.whatsapp.training', {
            from: ESTIMATED_BOT_CREATION_HOURS.whatsapp_bot[0],
            to: ESTIMATED_BOT_CREATION_HOURS.whatsapp_bot[1],
          }),
          t('success.next.whatsapp.delivery', {
            from: WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS[0],
            to: WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS[1],
          }),
        ];
  return (
    <section className="card" aria-labelledby="automation-next-title">
      <h2 id="automation-next-title">{t('success.next.title')}</h2>
      <ol className="automation-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
