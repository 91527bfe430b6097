import type { ModerationAction } from '@/config/constants';

export type BotChoice = 'whatsapp' | 'discord';

export interface SalesBotFields {
  business_description: string;
  plans_and_services: string;
  website_url: string;
}

export interface ModerationFields {
  server_name: string;
  /** Labelled "FAQ" on screen (SPEC §3). */
  server_rules: string;
  /** Comma separated. */
  prohibited_words: string;
  moderation_actions: ModerationAction[];
  /** Comma separated. */
  channels_to_monitor: string;
}

/** Both forms are kept, so switching bots never loses what was typed. */
export interface AutomationForm {
  bot: BotChoice;
  sales: SalesBotFields;
  moderation: ModerationFields;
}

type ServiceType = 'bot_ia' | 'moderacao_ia';

type SalesBotRequest = { service_type: 'bot_ia'; price: number } & SalesBotFields;
type ModerationRequest = { service_type: 'moderacao_ia'; price: number } & ModerationFields;
export type AutomationRequest = SalesBotRequest | ModerationRequest;

/** SPEC §3 Automation response. */
export interface AutomationResponse {
  payment_url?: string | null;
  service_name?: string | null;
  price?: number | null;
  trial_days?: number | null;
  error?: string | null;
}

/** SPEC §3 Discord invite response. */
export interface DiscordInviteResponse {
  invite_url?: string | null;
  permissions?: string | number | null;
  bot_name?: string | null;
  bot_online?: boolean | null;
  selected_actions?: string[] | null;
  error?: string | null;
}

/** SPEC §3 Saved trial data, kept in localStorage for /automation-success. */
export interface SavedTrial {
  service_name: string;
  service_type: ServiceType;
  server_name: string;
  channels_to_monitor: string;
  moderation_actions: ModerationAction[];
  business_description: string;
  trial_days: number;
  price: number;
  payment_url: string;
}
