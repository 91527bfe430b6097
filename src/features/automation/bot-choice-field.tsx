import { useTranslation } from 'react-i18next';
import { PRICES } from '@/config/constants';
import { formatMoney } from '@/lib/format';
import type { BotChoice } from './types';

const CHOICES: { bot: BotChoice; monthly: number }[] = [
  { bot: 'whatsapp', monthly: PRICES.whatsappBot.monthly },
  { bot: 'discord', monthly: PRICES.discordBot.monthly },
];

/** The two bots as large radio cards; a real radio group, so arrows and Space work. */
export function BotChoiceField({ value, onChange, disabled }: { value: BotChoice; onChange: (bot: BotChoice) => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation('automation');
  return (
    <fieldset className="automation-fieldset" disabled={disabled}>
      <legend className="automation-legend">{t('form.choice.legend')}</legend>
      <div className="automation-choices">
        {CHOICES.map(({ bot, monthly }) => (
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
                {t(`products.${bot}.name`)}
              </label>
              <span id={`automation-choice-${bot}`} className="automation-choice-text">
                {t(`products.${bot}.pitch`)} {t('form.choice.price', { price: formatMoney(monthly, i18n.language) })}
              </span>
            </span>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
