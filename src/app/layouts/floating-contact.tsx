import { useTranslation } from 'react-i18next';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import { WhatsAppIcon } from '@/components/ui/icons';
import { NewTabLink } from '@/components/ui/new-tab-link';
import './floating-contact.css';

export function FloatingContact() {
  const { t } = useTranslation();
  const chatUrl = whatsappChatUrl(t('contact.defaultMessage'));
  if (!chatUrl) return null;
  return (
    <NewTabLink className="floating-contact" href={chatUrl} label={t('contact.floating')}>
      <WhatsAppIcon />
    </NewTabLink>
  );
}
