/**
 * Mercado Pago's references on a back URL without a payment id. Only values
 * that are ids (letters, digits, dashes; bounded) are kept: the result pages
 * never reflect other query text.
 */
const REFERENCE_NAMES = ['preference_id', 'merchant_order_id'] as const;
const REFERENCE = /^[A-Za-z0-9-]{1,64}$/;

export function mercadoPagoReferences(params: URLSearchParams): Record<string, string> | null {
  const found: Record<string, string> = {};
  for (const name of REFERENCE_NAMES) {
    const value = params.get(name)?.trim();
    if (value && value !== 'null' && REFERENCE.test(value)) found[name] = value;
  }
  return Object.keys(found).length ? found : null;
}
