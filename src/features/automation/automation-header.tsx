import { useTranslation } from 'react-i18next';
import { BOT_NAMES, type BotName } from '@/config/bots';
import { TRIAL_DAYS } from '@/config/plans';
import { formatDate } from '@/lib/format/format';
import type { BotStanding } from './bot-standing';

/**
 * How the page speaks: of a free trial to start, of a bot the customer already holds, of the
 * bot their Combo includes, or, while that is being checked (or when the two bots differ and
 * none is chosen), in words true for all, so trial copy never shows and then flips away.
 */
export type AutomationVoice = 'trial' | 'owned' | 'included' | 'neutral';

const VOICE: Record<BotStanding, AutomationVoice> = { trial: 'trial', owned: 'owned', included: 'included', checking: 'neutral' };

/** The chosen bot's standing; with none chosen, the trial (or the Combo's bot) only when it holds for both bots. */
export function voiceFor(bot: BotName | null, standingOf: (bot: BotName) => BotStanding): AutomationVoice {
  if (bot) return VOICE[standingOf(bot)];
  const [first, ...others] = BOT_NAMES.map(standingOf);
  return (first === 'trial' || first === 'included') && others.every((standing) => standing === first) ? VOICE[first] : 'neutral';
}

/** `trialEndsAt`: the chosen bot is the customer's and still in its free trial, which the eyebrow names with its end. */
export function AutomationHeader({ voice, trialEndsAt = null }: { voice: AutomationVoice; trialEndsAt?: Date | null }) {
  const { t, i18n } = useTranslation('automation');
  return (
    <header className="automation-header">
      <p className="eyebrow">
        {voice === 'owned' && trialEndsAt
          ? t('eyebrow.ownedTrial', { date: formatDate(trialEndsAt, i18n.language) })
          : t(`eyebrow.${voice}`, { days: TRIAL_DAYS })}
      </p>
      <h1>{t('title')}</h1>
      <p className="lead">{t(`lead.${voice}`)}</p>
    </header>
  );
}
