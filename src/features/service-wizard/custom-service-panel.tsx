import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { WhatsAppIcon } from '@/components/ui/icons';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { track } from '@/lib/analytics/analytics';
import { redirectOut } from '@/lib/links/safe-redirect';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import { BRIEFING_FIELDS, type Briefing, type BriefingField } from './briefing';
import { BriefingForm } from './briefing-form';
import { useServiceCopy } from './use-service-copy';
import type { CatalogueService } from './types';

interface Props {
  service: CatalogueService;
  /** null: a service the map does not know; it has no briefing, only the chat. */
  type: 'video' | 'web' | null;
  briefing: Briefing;
  onField: (name: BriefingField, value: string) => void;
}

/**
 * Video and web services are made to order: they have their briefing like the
 * others, but the order goes to the team over WhatsApp, with the briefing written in the
 * message (in the visitor's language), instead of a payment.
 */
export function CustomServicePanel({ service, type, briefing, onField }: Props) {
  const { t } = useTranslation('service-wizard');
  const copy = useServiceCopy();
  const name = copy.name(service.name);
  const lines = (type ? BRIEFING_FIELDS[type] : [])
    .map(({ name: field }) => [field, briefing[field]?.trim()] as const)
    .filter(([, value]) => value)
    .map(([field, value]) => `${t(`briefing.fields.${field}.label`)}: ${value}`);
  const href = whatsappChatUrl([t('custom.message', { service: name }), '', ...lines].join('\n'));

  return (
    <div className="wizard-custom">
      <Alert tone="info">
        <p>
          <strong>{t('custom.title', { service: name })}</strong>
        </p>
        <p>{href ? t('custom.body') : t('custom.noChat')}</p>
      </Alert>
      {href && !type && (
        <NewTabLink className="btn btn-whatsapp" href={href}>
          <WhatsAppIcon size={20} /> {t('custom.cta')}
        </NewTabLink>
      )}
      {href && type && (
        <BriefingForm
          type={type}
          briefing={briefing}
          onField={onField}
          submitLabel={t('custom.cta')}
          onContinue={() => {
            track('cta_click', { cta: 'custom_service', type });
            redirectOut(href, 'chat');
          }}
        />
      )}
    </div>
  );
}
