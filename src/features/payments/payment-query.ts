import { query } from '@/config/routes';

/** Mercado Pago's back-URL query names, besides our own payment_id. */
const MP_QUERY_NAMES = ['collection_id', 'collection_status', 'status', 'external_reference', 'preference_id', 'merchant_order_id'] as const;

const present = (value: string | null) => {
  const text = value?.trim();
  // Mercado Pago writes the literal "null" when a field has no value.
  return text && text !== 'null' ? text : null;
};

/** The payment id: ours (payment_id), else Mercado Pago's collection_id. */
export function paymentIdFrom(params: URLSearchParams): string | null {
  return present(params.get(query.paymentId)) ?? present(params.get(query.collectionId));
}

/** Mercado Pago's references that came back in the URL, for when no payment id did. */
export function mercadoPagoReferences(params: URLSearchParams): Record<string, string> | null {
  const found: Record<string, string> = {};
  for (const name of MP_QUERY_NAMES) {
    const value = present(params.get(name));
    if (value) found[name] = value;
  }
  return Object.keys(found).length ? found : null;
}
