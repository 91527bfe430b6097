import type { ReactNode } from 'react';
import { WhatsAppIcon } from '@/components/ui/icons';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { track } from '@/lib/analytics/analytics';
import { whatsappChatUrl } from '@/lib/links/whatsapp';

/** A link to the provider's WhatsApp chat with a prefilled message; counts as a CTA click. */
export function WhatsAppLink({ message, cta, className, children }: { message: string; cta: string; className?: string; children: ReactNode }) {
  const chatUrl = whatsappChatUrl(message);
  if (!chatUrl) return null;
  return (
    <NewTabLink className={className} href={chatUrl} onClick={() => track('cta_click', { cta })}>
      <WhatsAppIcon size={20} />
      {children}
    </NewTabLink>
  );
}
