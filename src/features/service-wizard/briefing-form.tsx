import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { BRIEFING_FIELDS, VOICE_TYPES, missingFields, type Briefing, type BriefingField } from './briefing';
import { ReferenceFileField } from './reference-file-field';
import type { ServiceType } from '@/lib/service-types';
import type { ReferenceFile } from './types';

interface Props {
  type: ServiceType;
  briefing: Briefing;
  /** The reference file field; left out where the order goes by chat (it cannot carry a file). */
  file?: ReferenceFile | null;
  onField: (name: BriefingField, value: string) => void;
  onFile?: (file: ReferenceFile | null) => void;
  onContinue: () => void;
  /** The continue button's text; "Continuar para o resumo" by default. */
  submitLabel?: string;
}

/** The briefing fields of the service's type; continue only when every required one has text. */
export function BriefingForm({ type, briefing, file = null, onField, onFile, onContinue, submitLabel }: Props) {
  const { t } = useTranslation('service-wizard');
  const hintId = useId();
  const missing = missingFields(type, briefing);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (missing.length === 0) onContinue();
  }

  return (
    <form className="form wizard-form" onSubmit={submit} noValidate>
      <p className="muted">{t('briefing.requiredNote')}</p>
      {BRIEFING_FIELDS[type].map((spec) => {
        const common = {
          name: spec.name,
          label: t(`briefing.fields.${spec.name}.label`),
          hint: t(`briefing.fields.${spec.name}.hint`),
          required: spec.required,
          value: briefing[spec.name] ?? '',
        };
        if (spec.control === 'select') {
          return (
            <SelectField key={spec.name} {...common} onChange={(event) => onField(spec.name, event.target.value)}>
              <option value="">{t('briefing.chooseVoice')}</option>
              {VOICE_TYPES.map((voice) => (
                <option key={voice} value={voice}>
                  {t('briefing.voiceOption', { voice, description: t(`briefing.voices.${voice}`) })}
                </option>
              ))}
            </SelectField>
          );
        }
        if (spec.control === 'textarea') {
          return <TextAreaField key={spec.name} {...common} rows={3} maxLength={4000} onChange={(event) => onField(spec.name, event.target.value)} />;
        }
        return <TextField key={spec.name} {...common} maxLength={300} onChange={(event) => onField(spec.name, event.target.value)} />;
      })}
      {onFile && <ReferenceFileField file={file} onChange={onFile} />}
      <div className="button-row wizard-actions">
        <button type="submit" className="btn btn-primary" disabled={missing.length > 0} aria-describedby={missing.length ? hintId : undefined}>
          {submitLabel ?? t('actions.toSummary')}
        </button>
        {missing.length > 0 && (
          <p id={hintId} className="muted wizard-missing">
            {t('briefing.missing', { fields: missing.map((name) => t(`briefing.fields.${name}.label`)).join(', ') })}
          </p>
        )}
      </div>
    </form>
  );
}
