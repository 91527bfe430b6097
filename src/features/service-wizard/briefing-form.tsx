import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { BRIEFING_FIELDS, missingFields, type Briefing, type BriefingField } from './briefing';
import { ReferenceFileField } from './reference-file-field';
import { VoiceField } from './voice-field';
import type { ServiceType } from '@/domain/orders';
import type { ReferenceFile } from './types';

interface Props {
  type: ServiceType;
  briefing: Briefing;
  /** The reference file field; left out where the order goes by chat (it cannot carry a file). */
  file?: ReferenceFile | null;
  /** A file attached before the page reloaded, to attach again. */
  lostFile?: string | null;
  onField: (name: BriefingField, value: string) => void;
  onFile?: (file: ReferenceFile | null) => void;
  onForgetLostFile?: () => void;
  onContinue: () => void;
  /** The continue button's text; "Continuar para o resumo" by default. */
  submitLabel?: string;
}

/** The briefing fields of the service's type; continue only when every required one has text. */
export function BriefingForm({ type, briefing, file = null, lostFile = null, onField, onFile, onForgetLostFile, onContinue, submitLabel }: Props) {
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
        if (spec.control === 'voice') {
          return <VoiceField key={spec.name} name={spec.name} value={common.value} required={spec.required} onChange={(voice) => onField(spec.name, voice)} />;
        }
        if (spec.control === 'textarea') {
          return <TextAreaField key={spec.name} {...common} rows={3} maxLength={4000} onChange={(event) => onField(spec.name, event.target.value)} />;
        }
        return <TextField key={spec.name} {...common} maxLength={300} onChange={(event) => onField(spec.name, event.target.value)} />;
      })}
      {onFile && <ReferenceFileField file={file} lost={lostFile} onChange={onFile} onForgetLost={onForgetLostFile ?? (() => undefined)} />}
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
