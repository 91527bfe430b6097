import { useTranslation } from 'react-i18next';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { MERCADO_PAGO_SUBSCRIPTIONS_URL } from '@/config/mercado-pago';
import { whatsappChatUrl } from '@/lib/links/whatsapp';

/**
 * How to cancel a subscription (a bot, or a content plan): Mercado Pago's subscriptions page, where
 * payers cancel (the API has no call for it), or WhatsApp support with the request written.
 * `name` is the product's name as a title ("Plano Pro", "Bot de vendas para WhatsApp").
 */
export function CancelNote({ name }: { name: string }) {
  const { t, i18n } = useTranslation('client-area');
  // Mid-sentence in Portuguese, the name starts in lower case ("a assinatura do bot de vendas...").
  const inSentence = i18n.language.startsWith('pt') ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  const chatUrl = whatsappChatUrl(t('bots.cancelMessage', { bot: inSentence }));
  return (
    <p className="client-bot-cancel">
      {t('bots.cancelBefore')} <NewTabLink href={MERCADO_PAGO_SUBSCRIPTIONS_URL}>{t('bots.cancelMercadoPago')}</NewTabLink>
      {chatUrl && (
        <>
          {' '}
          {t('bots.cancelOr')} <NewTabLink href={chatUrl}>{t('bots.cancelWhatsapp')}</NewTabLink>
        </>
      )}
      .
    </p>
  );
}
