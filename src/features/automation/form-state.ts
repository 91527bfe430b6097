import * as v from 'valibot';
import { isBotName, type BotName } from '@/config/bots';
import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';
import { journey } from '@/domain/journey';
import { automationFormSchema, type AutomationForm } from './types';

/** sessionStorage automationForm: the form kept across the login. */
const savedForm = bundledSchemaItem('session', STORAGE_KEYS.automationForm, automationFormSchema);

/** A new form: the schema's defaults (no bot chosen, empty fields, the recommended moderation actions). */
export function emptyForm(bot: BotName | null = null): AutomationForm {
  const result = v.safeParse(automationFormSchema, { bot });
  if (!result.success) throw new Error('The automation form schema refuses its own defaults.');
  return result.output;
}

/** The bot /signup stored ({ kind: 'bot', bot }), if any. */
function signupBot(): BotName | null {
  const choice = journey.signupChoice.get();
  return choice?.kind === 'bot' ? choice.bot : null;
}

/**
 * The form to show: the one kept in this tab, with the bot asked for taking precedence:
 * `?bot=` in the URL (a link after a bot plan's checkout, the client area), else the /signup choice.
 * With neither and nothing kept, no bot is chosen: the screen asks which one.
 */
export function loadForm(botInUrl: string | null = null): AutomationForm {
  const saved = savedForm.get() ?? emptyForm();
  const chosen = isBotName(botInUrl) ? botInUrl : signupBot();
  return chosen ? { ...saved, bot: chosen } : saved;
}

/** When the chosen bot's request went through (the form then says so), or null. */
export function sentAtOf(form: AutomationForm): string | null {
  return form.sent && form.sent.bot === form.bot ? form.sent.at : null;
}

/** "Enviar outro pedido": the chosen bot's fields empty again and its mark gone; the other bot's fields stay. */
export function formForAnotherRequest(form: AutomationForm): AutomationForm {
  const empty = emptyForm(form.bot);
  if (form.bot === 'whatsapp') return { ...form, sales: empty.sales, sent: null };
  if (form.bot === 'discord') return { ...form, moderation: empty.moderation, sent: null };
  return form;
}

export function saveForm(form: AutomationForm): void {
  savedForm.set(form);
}

/** The /signup choice is used once; afterwards the form kept in this tab says which bot is selected. */
export function consumeSignupBot(): void {
  if (signupBot()) journey.signupChoice.remove();
}
