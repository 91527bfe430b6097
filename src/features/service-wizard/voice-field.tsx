import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_TYPES } from './briefing';

interface Props {
  name: string;
  value: string;
  required: boolean;
  onChange: (voice: string) => void;
}

/**
 * The narration voices (voiceType, docs/product/services.md#service-types-and-briefings) as a radio group,
 * each with what it sounds like, read with it by screen readers (aria-describedby). The value stays the
 * voice's name, as the API expects it.
 */
export function VoiceField({ name, value, required, onChange }: Props) {
  const { t } = useTranslation('service-wizard');
  const id = useId();
  return (
    <fieldset className="field wizard-voices" role="radiogroup" aria-required={required || undefined} aria-describedby={`${id}-hint`}>
      <legend className="field-label">
        {t('briefing.fields.voiceType.label')}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('briefing.fields.voiceType.hint')}
      </p>
      <div className="wizard-voice-list">
        {VOICE_TYPES.map((voice) => (
          <div key={voice} className={`wizard-voice${value === voice ? ' is-selected' : ''}`}>
            <input
              id={`${id}-${voice}`}
              type="radio"
              name={name}
              value={voice}
              checked={value === voice}
              required={required}
              onChange={() => onChange(voice)}
              aria-describedby={`${id}-${voice}-text`}
            />
            <span className="wizard-voice-body">
              <label htmlFor={`${id}-${voice}`} className="wizard-voice-name">
                {voice}
              </label>
              <span id={`${id}-${voice}-text`} className="wizard-voice-text">
                {t(`briefing.voices.${voice}`)}
              </span>
            </span>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
