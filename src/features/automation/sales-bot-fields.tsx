import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { TEAM_CONTACT_HOURS } from '@/config/promised-times';
import { WHATSAPP_INPUT_PATTERN } from '@/lib/links/whatsapp-number';
import type { SalesBotFields as Fields } from './types';
import type { FormErrors } from './validate';

/** The prices of the example in the hint (a barber's, not ours), formatted like every amount on the site. */
const SAMPLE_PRICES = { haircut: 45, beard: 30, monthly: 120 };

interface Props {
  value: Fields;
  errors: FormErrors;
  onChange: (patch: Partial<Fields>) => void;
}

/**
 * The WhatsApp sales bot's briefing (docs/product/bots.md#the-setup-request), and the
 * number our team calls to connect the bot (checked like the WhatsApp lead form's).
 */
export function SalesBotFields({ value, errors, onChange }: Props) {
  const { t } = useTranslation('automation');
  const problem = (field: keyof Fields) => errors[field] && t(`form.fieldErrors.${errors[field]}`);
  return (
    <fieldset className="automation-fieldset">
      <legend className="automation-legend">{t('form.sales.legend')}</legend>
      <div className="form">
        <TextAreaField
          id="automation-business_description"
          label={t('form.sales.businessDescription.label')}
          hint={t('form.sales.businessDescription.hint')}
          required
          rows={4}
          value={value.business_description}
          onChange={(event) => onChange({ business_description: event.target.value })}
          error={problem('business_description')}
        />
        <TextAreaField
          id="automation-plans_and_services"
          label={t('form.sales.plansAndServices.label')}
          hint={t('form.sales.plansAndServices.hint', SAMPLE_PRICES)}
          required
          rows={4}
          value={value.plans_and_services}
          onChange={(event) => onChange({ plans_and_services: event.target.value })}
          error={problem('plans_and_services')}
        />
        <TextField
          id="automation-website_url"
          label={t('form.sales.websiteUrl.label')}
          hint={t('form.sales.websiteUrl.hint')}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={value.website_url}
          onChange={(event) => onChange({ website_url: event.target.value })}
          error={problem('website_url')}
        />
        <TextField
          id="automation-whatsapp"
          label={t('form.sales.whatsapp.label')}
          hint={t('form.sales.whatsapp.hint', { hours: TEAM_CONTACT_HOURS })}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          pattern={WHATSAPP_INPUT_PATTERN}
          spellCheck={false}
          value={value.whatsapp}
          onChange={(event) => onChange({ whatsapp: event.target.value })}
          error={problem('whatsapp')}
        />
      </div>
    </fieldset>
  );
}
