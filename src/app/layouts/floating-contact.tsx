import { useTranslation } from 'react-i18next';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { WhatsAppIcon } from '@/components/ui/icons';

export function FloatingContact() {
  const { t } = useTranslation();
  return (
    <a
      className="floating-contact"
      href={whatsappChatUrl(t('contact.defaultMessage'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('contact.floating')} ${t('contact.newTab')}`}
    >
      <WhatsAppIcon />
    </a>
  );
}
