import { useTranslation } from 'react-i18next';
import { BOTS, type BotName } from '@/config/bots';
import { DISCORD_BOT_NAME } from '@/config/brand';
import { TEAM_CONTACT_HOURS } from '@/config/promised-times';
import { formatWhatsapp } from '@/lib/format/format';

/**
 * What happens now, in order, for each bot. The WhatsApp call goes to the number given on
 * /automation (digits with the country code); a trial saved before that field existed has none,
 * so the customer is asked to write to us instead of being promised a call we cannot make.
 */
export function NextSteps({ bot, serverName, whatsapp }: { bot: BotName; serverName: string; whatsapp: string }) {
  const { t } = useTranslation('automation');
  const steps =
    bot === 'discord'
      ? [
          serverName ? t('success.next.discord.invite', { server: serverName }) : t('success.next.discord.inviteAny'),
          t('success.next.discord.role', { bot: DISCORD_BOT_NAME }),
          t('success.next.discord.test'),
          t('success.next.discord.team', { hours: TEAM_CONTACT_HOURS }),
        ]
      : [
          whatsapp
            ? t('success.next.whatsapp.contact', { hours: TEAM_CONTACT_HOURS, number: formatWhatsapp(whatsapp) })
            : t('success.next.whatsapp.contactUs', { hours: TEAM_CONTACT_HOURS }),
          t('success.next.whatsapp.training', { from: BOTS.whatsapp.creationHours[0], to: BOTS.whatsapp.creationHours[1] }),
          t('success.next.whatsapp.delivery', { from: BOTS.whatsapp.liveBusinessDays[0], to: BOTS.whatsapp.liveBusinessDays[1] }),
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
