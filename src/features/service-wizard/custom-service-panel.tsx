import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { WhatsAppIcon } from '@/components/ui/icons';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { useServiceCopy } from './use-service-copy';
import type { CatalogueService } from './types';

/** Video and web services are made to order: they are listed, but the next step is a chat, not a payment. */
export function CustomServicePanel({ service }: { service: CatalogueService }) {
  const { t } = useTranslation(['service-wizard', 'common']);
  const copy = useServiceCopy();
  const name = copy.name(service.name);
  const href = whatsappChatUrl(t('custom.message', { service: name }));
  return (
    <div className="wizard-custom">
      <Alert tone="info">
        <p>
          <strong>{t('custom.title', { service: name })}</strong>
        </p>
        <p>{t('custom.body')}</p>
      </Alert>
      {href && (
        <a className="btn btn-whatsapp" href={href} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon size={20} /> {t('custom.cta')} <span className="visually-hidden">{t('common:contact.newTab')}</span>
        </a>
      )}
    </div>
  );
}
