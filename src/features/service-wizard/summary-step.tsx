import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { BRIEFING_FIELDS, type Briefing } from './briefing';
import type { GeneratedType } from '@/lib/service-types';
import { useServiceCopy } from './use-service-copy';
import type { CatalogueService, ReferenceFile } from './types';

interface Props {
  service: CatalogueService;
  type: GeneratedType;
  briefing: Briefing;
  file: ReferenceFile | null;
  isAuthenticated: boolean;
  onEdit: () => void;
  onContinue: () => void;
}

/** Service, price and briefing as the customer wrote it, before paying. */
export function SummaryStep({ service, type, briefing, file, isAuthenticated, onEdit, onContinue }: Props) {
  const { t, i18n } = useTranslation('service-wizard');
  const copy = useServiceCopy();
  const filled = BRIEFING_FIELDS[type].filter((field) => briefing[field.name]?.trim());
  return (
    <div className="wizard-summary">
      <dl className="wizard-summary-list">
        <div>
          <dt>{t('summary.service')}</dt>
          <dd>{copy.name(service.name)}</dd>
        </div>
        <div>
          <dt>{t('summary.price')}</dt>
          <dd className="wizard-price">{formatMoney(service.price, i18n.language)}</dd>
        </div>
        {filled.map((field) => (
          <div key={field.name}>
            <dt>{t(`briefing.fields.${field.name}.label`)}</dt>
            <dd className="wizard-summary-value">{briefing[field.name]}</dd>
          </div>
        ))}
        {file && (
          <div>
            <dt>{t('briefing.file.label')}</dt>
            <dd>{file.name}</dd>
          </div>
        )}
      </dl>
      {!isAuthenticated && <p className="muted">{t('summary.loginNote')}</p>}
      <div className="button-row wizard-actions">
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          {t('actions.edit')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          {isAuthenticated ? t('actions.toPayment') : t('actions.loginToPay')}
        </button>
      </div>
    </div>
  );
}
