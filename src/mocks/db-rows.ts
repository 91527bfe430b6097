/**
 * The demo backend's tables: the shape of each row, and of the whole state (./db.ts holds it).
 * A file of its own, so that the seed data (./fixtures/) can be typed without importing the store.
 */
import type { PlanId } from '@/config/plans';

export interface DbUser {
  id: number;
  email: string;
  password: string;
  name: string;
}

export interface DbSubscription {
  user_id: number;
  plan: PlanId;
  is_active: boolean;
  started_at: string;
  /** End of the free trial, for bot plans. */
  trial_ends_at: string | null;
}

export type PreferenceKind = 'plan' | 'service' | 'automation';
export type PaymentStatus = 'approved' | 'pending' | 'rejected';

export interface DbPreference {
  id: string;
  kind: PreferenceKind;
  title: string;
  amount: number;
  user_id: number;
  plan: PlanId | null;
  /** For service payments: what to generate once paid. */
  service: {
    service_name: string;
    service_type: string;
    prompt: string;
    system_context: string;
    max_tokens: number;
  } | null;
  automation_id: number | null;
  /**
   * A subscription that starts with a free trial: `amount` is what is charged today (0)
   * and `monthly_amount` what is billed after `trial_days`. Absent in older snapshots.
   */
  trial_days?: number | null;
  monthly_amount?: number | null;
  back_urls: { success: string; pending: string; failure: string };
  init_point: string;
  created_at: string;
}

export interface DbPayment {
  id: string;
  preference_id: string;
  status: PaymentStatus;
  status_detail: string;
  amount: number;
  user_id: number;
  created_at: string;
}

/** A history item exactly as GET /ia/history/{userId} returns it (docs/product/services.md#history-items). */
export interface DbHistoryItem {
  id: number;
  created_at: string;
  service_name: string;
  service_type: string;
  prompt: string;
  result: string | null;
  result_bin: string | null;
  payment_id: string | null;
  user_id: number;
  system_context: string;
  max_tokens: number;
  payment_status: string | null;
  payment_amount: number | null;
}

interface DbLead {
  id: number;
  received_at: string;
  payload: Record<string, unknown>;
}

interface DbAutomationRequest {
  id: number;
  user_id: number;
  service_type: 'bot_ia' | 'moderacao_ia';
  payload: Record<string, unknown>;
  /** The trial subscription's checkout; null when the customer already held the bot's plan (nothing to authorise). */
  preference_id: string | null;
  /** The sales bot's contact number, digits with the country code (bot_ia only). */
  whatsapp?: string;
  created_at: string;
}

/** Bump when the shape changes: an older saved snapshot is then discarded. */
export const DB_VERSION = 1;

export interface DbState {
  version: typeof DB_VERSION;
  users: DbUser[];
  /** token → user id; tokens are opaque to the app. */
  sessions: Record<string, number>;
  subscriptions: DbSubscription[];
  preferences: DbPreference[];
  payments: DbPayment[];
  history: DbHistoryItem[];
  leads: DbLead[];
  automationRequests: DbAutomationRequest[];
  nextId: number;
}

