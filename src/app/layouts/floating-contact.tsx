import { useTranslation } from 'react-i18next';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { WhatsAppIcon } from '@/components/ui/icons';

export function FloatingContact() {
  const { t } = useTranslation();
  const chatUrl = whatsappChatUrl(t('contact.defaultMessage'));
  if (!chatUrl) return null;
  return (
    <a
      className="floating-contact"
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('contact.floating')} ${t('contact.newTab')}`}
    >
      <WhatsAppIcon />
    </a>
  );
}
