import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BotName } from '@/config/bots';
import { paths } from '@/config/routes';
import { WhatsAppIcon } from '@/components/ui/icons';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { whatsappChatUrl } from '@/lib/links/whatsapp';

/** Help over WhatsApp, managing the subscription in the client area, and the way home. */
export function TrialContact({ bot, included = false }: { bot: BotName; included?: boolean }) {
  const { t } = useTranslation('automation');
  // The bot a Combo includes started no trial: the message says which bot it is.
  const chatUrl = whatsappChatUrl(included ? t('success.included.message') : t(`success.contact.message.${bot}`));
  return (
    <aside className="automation-contact card" aria-labelledby="automation-contact-title">
      <h2 id="automation-contact-title">{t('success.contact.title')}</h2>
      <p>{t('success.contact.text')}</p>
      <div className="automation-contact-links">
        {chatUrl && (
          <NewTabLink className="btn btn-whatsapp btn-block" href={chatUrl}>
            <WhatsAppIcon size={20} />
            {t('success.contact.whatsapp')}
          </NewTabLink>
        )}
        <Link className="btn btn-outline btn-block" to={paths.client}>
          {t('success.contact.manage')}
        </Link>
        <Link className="automation-home-link" to={paths.home}>
          {t('success.contact.home')}
        </Link>
      </div>
    </aside>
  );
}
