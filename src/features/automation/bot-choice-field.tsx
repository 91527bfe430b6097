import { useTranslation } from 'react-i18next';
import { BOT_NAMES, BOTS, type BotName } from '@/config/bots';
import { DISCORD_BOT_NAME } from '@/config/brand';
import { formatDate, formatMoney } from '@/lib/format/format';
import type { BotStanding } from './bot-standing';

interface Props {
  /** null until the visitor picks one: no radio is checked. */
  value: BotName | null;
  onChange: (bot: BotName) => void;
  standingOf: (bot: BotName) => BotStanding;
  /** A held bot still in its free trial: when it ends. */
  trialEndOf: (bot: BotName) => Date | null;
  /** Shown when the form was sent with no bot chosen. */
  error?: string;
  disabled?: boolean;
}

/**
 * The two bots as large radio cards: a real radio group with a legend, so Tab reaches it
 * (the first radio while none is checked), arrows and Space choose. A bot the customer
 * already holds says so (with the end of its free trial, while it runs), and so does the bot a Combo includes,
 * instead of its price after the trial.
 */
export function BotChoiceField({ value, onChange, standingOf, trialEndOf, error, disabled }: Props) {
  const { t, i18n } = useTranslation(['automation', 'common']);
  return (
    <fieldset className="automation-fieldset" disabled={disabled} aria-describedby={error ? 'automation-bot-error' : undefined}>
      <legend className="automation-legend">{t('form.choice.legend')}</legend>
      <div className="automation-choices">
        {BOT_NAMES.map((bot) => {
          const standing = standingOf(bot);
          const trialEnd = standing === 'owned' ? trialEndOf(bot) : null;
          return (
            <div key={bot} className={`automation-choice${value === bot ? ' is-selected' : ''}`}>
              <input
                id={`automation-bot-${bot}`}
                type="radio"
                name="bot"
                value={bot}
                checked={value === bot}
                onChange={() => onChange(bot)}
                aria-describedby={`automation-choice-${bot}`}
              />
              <span className="automation-choice-body">
                <label htmlFor={`automation-bot-${bot}`} className="automation-choice-title">
                  {t(BOTS[bot].nameKey)}
                </label>
                <span id={`automation-choice-${bot}`} className="automation-choice-text">
                  {t(`products.${bot}.pitch`, { bot: DISCORD_BOT_NAME })}{' '}
                  {standing === 'owned' ? (
                    <strong>{trialEnd ? t('form.choice.ownedTrial', { date: formatDate(trialEnd, i18n.language) }) : t('form.choice.owned')}</strong>
                  ) : standing === 'included' ? (
                    <strong>{t('form.choice.included')}</strong>
                  ) : standing === 'trial' ? (
                    t('form.choice.price', { price: formatMoney(BOTS[bot].monthly, i18n.language) })
                  ) : null}
                </span>
              </span>
            </div>
          );
        })}
      </div>
      {error && (
        <p id="automation-bot-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
