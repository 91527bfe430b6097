import type { TFunction } from 'i18next';

/** Mercado Pago's status_detail codes worth explaining; others are shown as given. */
const KNOWN_DETAILS = [
  'cc_rejected_insufficient_amount',
  'cc_rejected_bad_filled_card_number',
  'cc_rejected_bad_filled_date',
  'cc_rejected_bad_filled_security_code',
  'cc_rejected_bad_filled_other',
  'cc_rejected_call_for_authorize',
  'cc_rejected_card_disabled',
  'cc_rejected_duplicated_payment',
  'cc_rejected_high_risk',
  'cc_rejected_other_reason',
] as const;

export function statusDetailText(t: TFunction<'service-wizard'>, detail: string | null): string {
  const known = KNOWN_DETAILS.find((code) => code === detail);
  return known ? t(`brick.details.${known}`) : detail || t('brick.details.unknown');
}
