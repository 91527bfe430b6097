import type { ModerationAction } from '@/config/constants';
import { isRecord, session, storage } from '@/lib/storage';
import { isModerationAction } from '@/lib/discord-permissions';
import type { AutomationForm, BotChoice } from './types';

/** Preselected: the actions that only touch messages; kicking and banning stay the owner's call. */
const RECOMMENDED_ACTIONS: ModerationAction[] = ['delete', 'warn', 'timeout', 'log'];

export function emptyForm(bot: BotChoice = 'whatsapp'): AutomationForm {
  return {
    bot,
    sales: { business_description: '', plans_and_services: '', website_url: '' },
    moderation: {
      server_name: '',
      server_rules: '',
      prohibited_words: '',
      moderation_actions: [...RECOMMENDED_ACTIONS],
      channels_to_monitor: '',
    },
  };
}

const isBot = (value: unknown): value is BotChoice => value === 'whatsapp' || value === 'discord';
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A saved form, field by field: anything unreadable falls back to empty, never to a crash. */
function parseSaved(value: unknown): AutomationForm | null {
  if (!isRecord(value)) return null;
  const empty = emptyForm();
  const sales = isRecord(value.sales) ? value.sales : {};
  const moderation = isRecord(value.moderation) ? value.moderation : {};
  const actions = moderation.moderation_actions;
  return {
    bot: isBot(value.bot) ? value.bot : empty.bot,
    sales: {
      business_description: str(sales.business_description),
      plans_and_services: str(sales.plans_and_services),
      website_url: str(sales.website_url),
    },
    moderation: {
      server_name: str(moderation.server_name),
      server_rules: str(moderation.server_rules),
      prohibited_words: str(moderation.prohibited_words),
      moderation_actions: Array.isArray(actions) ? [...new Set(actions.filter(isModerationAction))] : empty.moderation.moderation_actions,
      channels_to_monitor: str(moderation.channels_to_monitor),
    },
  };
}

/** The bot /signup stored ({ kind: 'bot', bot }), if any. */
function signupBot(): BotChoice | null {
  const choice = storage.signupChoice.get();
  return choice?.kind === 'bot' && isBot(choice.bot) ? choice.bot : null;
}

/** The form to show: the one kept in this tab, with the bot chosen on /signup taking precedence. */
export function loadForm(): AutomationForm {
  const saved = parseSaved(session.automationForm.get()) ?? emptyForm();
  const chosen = signupBot();
  return chosen ? { ...saved, bot: chosen } : saved;
}

export function saveForm(form: AutomationForm): void {
  session.automationForm.set({ ...form });
}

/** The /signup choice is used once; afterwards the form kept in this tab says which bot is selected. */
export function consumeSignupBot(): void {
  if (signupBot()) storage.signupChoice.remove();
}
