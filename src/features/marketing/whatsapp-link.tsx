import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WhatsAppIcon } from '@/components/ui/icons';
import { track } from '@/lib/analytics';
import { whatsappChatUrl } from '@/lib/whatsapp';

/** A link to the provider's WhatsApp chat with a prefilled message; counts as a CTA click. */
export function WhatsAppLink({ message, cta, className, children }: { message: string; cta: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const chatUrl = whatsappChatUrl(message);
  if (!chatUrl) return null;
  return (
    <a
      className={className}
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => track('cta_click', { cta })}
    >
      <WhatsAppIcon size={20} />
      {children}
      <span className="visually-hidden"> {t('contact.newTab')}</span>
    </a>
  );
}
