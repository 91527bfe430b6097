import { useTranslation } from 'react-i18next';
import { MODERATION_ACTIONS, type ModerationAction } from '@/domain/bots';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import type { ModerationFields as Fields } from './types';
import type { FormErrors } from './validate';
import { ModerationDryRun } from './moderation-dry-run';

interface Props {
  value: Fields;
  errors: FormErrors;
  onChange: (patch: Partial<Fields>) => void;
}

/** The Discord moderation bot's briefing (docs/product/bots.md#the-setup-request). */
export function ModerationFields({ value, errors, onChange }: Props) {
  const { t } = useTranslation('automation');
  const problem = (field: keyof Fields) => errors[field] && t(`form.fieldErrors.${errors[field]}`);

  function toggle(action: ModerationAction, checked: boolean) {
    const chosen = new Set(value.moderation_actions);
    if (checked) chosen.add(action);
    else chosen.delete(action);
    // Kept in the canonical order so the request and the invite read the same way.
    onChange({ moderation_actions: MODERATION_ACTIONS.filter((item) => chosen.has(item)) });
  }

  return (
    <fieldset className="automation-fieldset">
      <legend className="automation-legend">{t('form.moderation.legend')}</legend>
      <div className="form">
        <TextField
          id="automation-server_name"
          label={t('form.moderation.serverName.label')}
          required
          autoComplete="off"
          value={value.server_name}
          onChange={(event) => onChange({ server_name: event.target.value })}
          error={problem('server_name')}
        />
        <TextAreaField
          id="automation-server_rules"
          label={t('form.moderation.serverRules.label')}
          hint={t('form.moderation.serverRules.hint')}
          required
          rows={5}
          value={value.server_rules}
          onChange={(event) => onChange({ server_rules: event.target.value })}
          error={problem('server_rules')}
        />
        <TextField
          id="automation-prohibited_words"
          label={t('form.moderation.prohibitedWords.label')}
          hint={t('form.moderation.prohibitedWords.hint')}
          autoComplete="off"
          value={value.prohibited_words}
          onChange={(event) => onChange({ prohibited_words: event.target.value })}
        />
        <fieldset className="automation-actions">
          <legend className="field-label">{t('form.moderation.actions.legend')}</legend>
          <p className="field-hint">{t('form.moderation.actions.hint')}</p>
          <ul className="plain-list automation-action-list">
            {MODERATION_ACTIONS.map((action) => (
              <li key={action} className="automation-action">
                <input
                  id={`automation-action-${action}`}
                  type="checkbox"
                  name="moderation_actions"
                  value={action}
                  checked={value.moderation_actions.includes(action)}
                  onChange={(event) => toggle(action, event.target.checked)}
                  aria-describedby={`automation-action-${action}-hint`}
                />
                <span className="automation-action-body">
                  <label htmlFor={`automation-action-${action}`} className="automation-action-name">
                    {t(`actions.${action}.name`)}
                  </label>
                  <span id={`automation-action-${action}-hint`} className="automation-action-text">
                    {t(`actions.${action}.description`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
        <ModerationDryRun prohibitedWords={value.prohibited_words} actions={value.moderation_actions} />
        <TextField
          id="automation-channels_to_monitor"
          label={t('form.moderation.channels.label')}
          hint={t('form.moderation.channels.hint')}
          autoComplete="off"
          value={value.channels_to_monitor}
          onChange={(event) => onChange({ channels_to_monitor: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
