/** Where a Mercado Pago payer sees and cancels their subscriptions (bots are billed there after the trial). */
export const MERCADO_PAGO_SUBSCRIPTIONS_URL = 'https://www.mercadopago.com.br/subscriptions';
