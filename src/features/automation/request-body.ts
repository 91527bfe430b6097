import { BOTS, type BotName } from '@/config/bots';
import { whatsappDigits } from '@/lib/links/whatsapp-number';
import type { AutomationForm, AutomationRequest } from './types';

/** "spam,  golpe ,,pix" → "spam, golpe, pix": the comma-separated lists the API expects. */
export function normalizeList(text: string): string {
  return text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .join(', ');
}

/** The POST /ia/automation-request body for the chosen bot (docs/product/bots.md#the-setup-request), price included. */
export function buildAutomationRequest(form: AutomationForm & { bot: BotName }): AutomationRequest {
  if (form.bot === 'whatsapp') {
    return {
      service_type: BOTS.whatsapp.serviceType,
      business_description: form.sales.business_description.trim(),
      // Optional (an empty string when left blank); validated as a URL, then sent as typed, only trimmed.
      website_url: form.sales.website_url.trim(),
      plans_and_services: form.sales.plans_and_services.trim(),
      // Ours (docs/product/bots.md#the-setup-request): the number the team calls to connect the bot, as digits with the
      // country code.
      whatsapp: whatsappDigits(form.sales.whatsapp),
      price: BOTS.whatsapp.monthly,
    };
  }
  return {
    service_type: BOTS.discord.serviceType,
    server_name: form.moderation.server_name.trim(),
    server_rules: form.moderation.server_rules.trim(),
    prohibited_words: normalizeList(form.moderation.prohibited_words),
    moderation_actions: [...form.moderation.moderation_actions],
    channels_to_monitor: normalizeList(form.moderation.channels_to_monitor),
    price: BOTS.discord.monthly,
  };
}
