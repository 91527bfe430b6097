/**
 * Every query key, from one factory, so a screen that invalidates data names
 * it the same way as the screen that reads it. Per-user keys carry the user id:
 * another login never sees the previous customer's data.
 */
type Id = string | number;

export const queryKeys = {
  /**
   * GET /me with this token: the profile of the session that token opens (src/domain/session/profile-query.ts).
   * Keyed by the token, held in memory like the token itself, so an answer for another session never shows as this one.
   */
  profile: (token: string) => ['profile', token] as const,
  /** GET /ia/services, the catalogue. */
  services: () => ['services'] as const,
  /** GET /subscription of this user. */
  subscription: (userId: Id) => ['subscription', String(userId)] as const,
  /** GET /subscription/check-bot-plan?plan= of this user. */
  botPlan: (userId: Id, plan: string) => ['bot-plan', String(userId), plan] as const,
  /** GET /ia/history/{userId}. */
  history: (userId: Id) => ['history', String(userId)] as const,
  /** Every user's history: what a completed order or run makes stale. */
  histories: () => ['history'] as const,
  /** GET /ia/history/payment/{paymentId}, the processing poll. */
  paymentRecord: (paymentId: string) => ['payment-record', paymentId] as const,
  /** GET /payments/pendente/{paymentId}. */
  pendingPayment: (paymentId: string) => ['pending-payment', paymentId] as const,
  /** POST /ia/discord-invite for a set of actions (it only reads: one answer per set). */
  discordInvite: (actions: readonly string[]) => ['discord-invite', actions.join(',')] as const,
  /** The demo checkout's preference. */
  demoCheckout: (preferenceId: string) => ['demo-checkout', preferenceId] as const,
};
